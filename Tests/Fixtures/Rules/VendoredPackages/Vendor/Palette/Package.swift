// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Palette",
  products: [
    .library(name: "Palette", targets: ["Palette"])
  ],
  targets: [
    .target(name: "Palette")
  ]
)
