// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Abacus",
  products: [
    .library(name: "Abacus", targets: ["Abacus"])
  ],
  targets: [
    .target(name: "Abacus")
  ]
)
