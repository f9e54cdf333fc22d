// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Inspector",
  products: [.library(name: "Inspector", targets: ["Inspector"])],
  targets: [.target(name: "Inspector")]
)
