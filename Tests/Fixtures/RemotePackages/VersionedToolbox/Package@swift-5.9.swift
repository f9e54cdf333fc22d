// swift-tools-version:5.9
// Hand-written fixture: the manifest SwiftPM reads with Swift 5.9 and newer, which adds the Logging product.
import PackageDescription

let package = Package(
  name: "Toolbox",
  products: [
    .library(name: "Caching", targets: ["Caching"]),
    .library(name: "Logging", targets: ["Logging"]),
  ],
  targets: [
    .target(name: "Caching"),
    .target(name: "Logging"),
  ]
)
