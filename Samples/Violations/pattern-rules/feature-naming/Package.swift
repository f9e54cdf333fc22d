// swift-tools-version:6.0
import PackageDescription

// Feature modules are named `<Name>Feature`; Profile is not.
let package = Package(
  name: "Features",
  platforms: [.iOS(.v17)],
  targets: [
    .executableTarget(name: "App", dependencies: ["HomeFeature", "Profile"]),
    .target(name: "HomeFeature"),
    .target(name: "Profile"),
  ]
)
