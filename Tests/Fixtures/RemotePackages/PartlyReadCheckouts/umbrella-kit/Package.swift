// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "umbrella-kit",
  products: [.library(name: "Umbrella", targets: ["Umbrella"])],
  dependencies: [
    .package(url: "https://example.com/state-kit.git", from: "1.0.0"),
    .package(url: "https://example.com/grid-kit.git", from: "1.0.0"),
  ],
  targets: [
    .target(
      name: "Umbrella",
      dependencies: [
        .product(name: "State", package: "state-kit"),
        .product(name: "Grid", package: "grid-kit"),
      ])
  ]
)
