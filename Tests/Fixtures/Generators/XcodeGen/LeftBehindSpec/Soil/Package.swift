// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Soil",
  products: [.library(name: "Soil", targets: ["Soil"])],
  targets: [.target(name: "Soil")]
)
