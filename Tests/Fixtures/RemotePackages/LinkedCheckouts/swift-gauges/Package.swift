// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "swift-gauges",
  products: [
    .library(name: "Gauges", targets: ["Gauges"])
  ],
  targets: [
    .target(name: "Gauges")
  ]
)
