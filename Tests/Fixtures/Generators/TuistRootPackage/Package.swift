// swift-tools-version: 5.9
import PackageDescription

// The packages Tuist integrates, kept in the root manifest (there is no Tuist/Package.swift).
#if TUIST
  import ProjectDescription

  let packageSettings = PackageSettings(productTypes: ["Shimmer": .framework])
#endif

let package = Package(
  name: "GalleryDependencies",
  dependencies: [
    .package(url: "https://example.com/effects/Shimmer.git", from: "2.1.0")
  ]
)
