// swift-tools-version:5.9
// Target dependencies in every spelling, with and without platform conditions.
import PackageDescription

let package = Package(
  name: "TargetDependencies",
  dependencies: [
    .package(url: "https://example.com/acme/analytics.git", from: "2.0.0"),
    .package(url: "https://example.com/acme/Widgets.git", from: "1.0.0"),
  ],
  targets: [
    .target(
      name: "Feature",
      dependencies: [
        "Model",
        .target(name: "Networking"),
        .target(name: "Haptics", condition: .when(platforms: [.iOS, .watchOS])),
        .product(name: "Analytics", package: "analytics"),
        .product(name: "AnalyticsUI", package: "analytics", condition: .when(platforms: [.iOS, .macOS, .visionOS])),
        .byName(name: "Widgets"),
        .byName(name: "Storage", condition: .when(platforms: [.linux])),
      ]
    ),
    .target(name: "Model"),
    .target(name: "Networking", dependencies: [.byName(name: "Model")]),
    .target(name: "Haptics"),
    .target(name: "Storage", dependencies: ["Model"]),
  ]
)
