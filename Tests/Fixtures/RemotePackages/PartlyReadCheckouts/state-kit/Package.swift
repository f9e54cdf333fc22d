// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "state-kit",
  products: [.library(name: "State", targets: ["State"])],
  targets: [.target(name: "State")]
)
