// swift-tools-version:6.0
import PackageDescription

// A feature module that makes a formatter public besides its coordinator.
let package = Package(
  name: "Home",
  platforms: [.iOS(.v17)],
  targets: [
    .executableTarget(name: "App", dependencies: ["HomeFeature"]),
    .target(name: "HomeFeature"),
  ]
)
