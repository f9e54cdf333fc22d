// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "ExternalLinks",
  products: [
    .library(name: "ExternalLinks", targets: ["ExternalLinks"])
  ],
  targets: [
    .target(name: "ExternalLinks")
  ]
)
