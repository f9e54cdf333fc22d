// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "swift-motion",
  products: [
    .library(name: "Motion", targets: ["Motion"])
  ],
  targets: [
    .target(name: "Motion")
  ]
)
