// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Beacon",
  products: [
    .library(name: "Beacon", targets: ["Beacon"]),
  ],
  dependencies: [
    .package(url: "https://example.com/relay.git", from: "2.0.0"),
    .package(url: "https://example.com/tally.git", from: "1.0.0"),
  ],
  targets: [
    .target(
      name: "Beacon",
      dependencies: [
        .product(name: "Relay", package: "relay"),
        .product(name: "Tally", package: "tally"),
      ]),
  ]
)
