// swift-tools-version:5.9
import PackageDescription

// A package inside the app's synchronized folder, linked by product name alone.
let package = Package(
  name: "Analytics",
  products: [.library(name: "Analytics", targets: ["Analytics"])],
  targets: [
    .target(name: "Analytics", swiftSettings: [.define("ANALYTICS_DEBUG")]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
  ]
)
