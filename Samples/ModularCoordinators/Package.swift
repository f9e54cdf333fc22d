// swift-tools-version:5.9
import PackageDescription

// Modular coordinators: feature modules never import each other. A coordinator that wants to leave its
// feature posts a FlowType value through NotificationCenter; the app's AppDependencies tracks those posts and
// starts the coordinator of the feature that handles it.
let package = Package(
  name: "ClassicCollectors",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "HomeFeature", targets: ["HomeFeature"]),
    .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
  ],
  targets: [
    .target(
      name: "CollectorsApp",
      dependencies: [
        .target(name: "FlowKit"),
        .target(name: "SharedModels"),
        .target(name: "HomeFeature"),
        .target(name: "ProfileFeature"),
      ]
    ),
    .target(name: "HomeFeature", dependencies: ["FlowKit", "SharedModels"]),
    .target(name: "ProfileFeature", dependencies: ["FlowKit", "SharedModels"]),
    .target(name: "FlowKit"),
    .target(name: "SharedModels"),

    .testTarget(name: "FlowKitTests", dependencies: ["FlowKit"]),
    .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature", "FlowKit", "SharedModels"]),
    .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature", "FlowKit", "SharedModels"]),
  ]
)
