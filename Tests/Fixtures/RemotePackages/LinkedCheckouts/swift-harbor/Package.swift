// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "swift-harbor",
  products: [
    .library(name: "Harbor", targets: ["Harbor"])
  ],
  dependencies: [
    .package(url: "https://github.com/example/swift-gauges.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-tally.git", from: "1.0.0"),
  ],
  targets: [
    .target(
      name: "Harbor",
      dependencies: [
        .product(name: "Gauges", package: "swift-gauges"),
        .product(name: "Tally", package: "swift-tally"),
      ])
  ]
)
