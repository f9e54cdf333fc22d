// swift-tools-version:6.0
import PackageDescription

// BbA keeps coordinators in the app target; this feature module declares its own.
let package = Package(
  name: "Home",
  platforms: [.iOS(.v17)],
  targets: [
    .executableTarget(name: "App", dependencies: ["HomeFeature"]),
    .target(name: "HomeFeature"),
  ]
)
