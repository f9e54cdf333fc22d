// swift-tools-version:5.9
import PackageDescription

// A package inside the app's synchronized folder, linked by product name alone.
let package = Package(
  name: "Analytics",
  products: [.library(name: "Analytics", targets: ["Analytics"])],
  targets: [
    .target(name: "Analytics", swiftSettings: [.define("ANALYTICS_DEBUG")]),
    // Imported as Analytics_Mocks: SwiftPM makes the target's name an identifier.
    .target(name: "Analytics-Mocks", dependencies: ["Analytics"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics", "Analytics-Mocks"]),
  ]
)
