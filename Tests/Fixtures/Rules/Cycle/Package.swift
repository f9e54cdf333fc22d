// swift-tools-version:5.9
// A package whose two targets depend on each other: `plumb check` must report the cycle and exit with 1.
import PackageDescription

let package = Package(
  name: "Cycle",
  targets: [
    .target(name: "Core", dependencies: ["Feature"]),
    .target(name: "Feature", dependencies: ["Core"]),
  ]
)
