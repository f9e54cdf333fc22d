// swift-tools-version:5.10
import PackageDescription

// MVP-C, modular: one <Name>Feature module per flow, each with Scenes/<Screen>/{Coordinators, Presenters,
// Views, ViewControllers, Protocols}. Features never import each other; the app routes their FlowType values.
let package = Package(
  name: "ClassicMacMVPC",
  platforms: [.iOS(.v16)],
  products: [
    .library(name: "MacsListFeature", targets: ["MacsListFeature"]),
    .library(name: "MacDetailsFeature", targets: ["MacDetailsFeature"]),
  ],
  targets: [
    .executableTarget(
      name: "ClassicMacApp",
      dependencies: ["Coordination", "MacDomain", "MacsListFeature", "MacDetailsFeature"]
    ),

    .target(name: "MacsListFeature", dependencies: ["Coordination", "MacDomain"]),
    .target(name: "MacDetailsFeature", dependencies: ["Coordination", "MacDomain"]),

    .target(name: "Coordination"),
    .target(name: "MacDomain"),

    .testTarget(name: "MacDomainTests", dependencies: ["MacDomain"]),
    .testTarget(name: "MacsListFeatureTests", dependencies: ["MacsListFeature", "MacDomain"]),
    .testTarget(name: "MacDetailsFeatureTests", dependencies: ["MacDetailsFeature", "MacDomain"]),
  ]
)
