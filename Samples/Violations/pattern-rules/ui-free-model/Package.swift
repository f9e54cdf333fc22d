// swift-tools-version:6.0
import PackageDescription

// A model that imports UIKit to hold an image.
let package = Package(
  name: "Catalog",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "Catalog")
  ]
)
