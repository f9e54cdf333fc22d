// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "swift-tuning",
  products: [
    .library(name: "Tuning", targets: ["Tuning"])
  ],
  targets: [
    .target(name: "Tuning")
  ]
)
