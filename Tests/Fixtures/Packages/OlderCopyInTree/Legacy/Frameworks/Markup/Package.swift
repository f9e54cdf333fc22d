// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Markup",
  products: [.library(name: "Markup", targets: ["Markup"])],
  targets: [.target(name: "Markup")]
)
