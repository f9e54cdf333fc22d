// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Orders",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Orders", targets: ["Orders"]),
    .library(name: "OrdersTestKit", targets: ["OrdersTestKit"]),
    .library(name: "ReplayTesting", targets: ["ReplayTesting"]),
  ],
  targets: [
    .target(name: "Orders"),
    .target(name: "OrdersTestKit", dependencies: ["Orders"]),
    .target(name: "ReplayTesting"),
    .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
  ]
)
