// swift-tools-version:5.9
import PackageDescription

// The cases of undeclared-import and unused-dependency, end to end: README.md lists the findings expected.
let package = Package(
  name: "Shop",
  targets: [
    .target(name: "Core"),
    .target(name: "Analytics"),
    .target(name: "Kit", dependencies: ["Core"]),
    .target(name: "ApiClient", dependencies: ["Core"]),
    .target(name: "Home", dependencies: ["Kit", "ApiClient", "Analytics"]),
    .target(name: "Tools", dependencies: ["Core"]),
    .testTarget(name: "HomeTests", dependencies: ["Home"]),
  ]
)
