// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Payments",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Payments", targets: ["Payments"]),
    .library(name: "PaymentsTestKit", targets: ["PaymentsTestKit"]),
  ],
  targets: [
    .target(name: "Payments"),
    .target(name: "PaymentsTestKit", dependencies: ["Payments"]),
  ]
)
