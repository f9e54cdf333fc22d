// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Orchard",
  products: [
    .library(name: "Feed", targets: ["Feed"]),
    .library(name: "Profile", targets: ["Profile"]),
  ],
  targets: [
    .target(name: "Core"),
    .target(name: "Feed", dependencies: ["Core"]),
    .target(name: "Profile", dependencies: ["Core", "Feed"]),
    .executableTarget(name: "App", dependencies: ["Feed", "Profile"]),
    .testTarget(name: "FeedTests", dependencies: ["Feed"]),
  ]
)
