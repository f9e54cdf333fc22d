// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "layout-kit",
  products: [
    .library(name: "LayoutKit", targets: ["LayoutKit"]),
    .library(name: "LayoutKit-Dynamic", type: .dynamic, targets: ["LayoutKit"]),
  ],
  targets: [.target(name: "LayoutKit")]
)
