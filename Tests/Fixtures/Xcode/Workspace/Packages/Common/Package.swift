// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Common",
  products: [.library(name: "Common", targets: ["Common"])],
  targets: [.target(name: "Common")]
)
