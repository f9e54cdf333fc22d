// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Counter",
  dependencies: [
    .package(url: "https://example.com/abacus/Beads.git", branch: "main"),
  ]
)
