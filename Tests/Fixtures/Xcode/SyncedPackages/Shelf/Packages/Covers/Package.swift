// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Covers",
  products: [.library(name: "Covers", targets: ["Covers"])],
  targets: [.target(name: "Covers")]
)
