import ProjectDescription

public let galleryBundle = "org.example.gallery"
