// swift-tools-version:5.9
// The plainest manifest: one library, one test target, string dependencies.
import PackageDescription

let package = Package(
  name: "Basic",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "Core", targets: ["Core"]),
  ],
  targets: [
    .target(name: "Core"),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
  ]
)
