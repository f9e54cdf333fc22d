// swift-tools-version:5.10
import PackageDescription

// A podcast app's service layer that grew without a dependency rule. It describes fine (dump-package accepts
// it) but does not build: Networking -> Analytics -> Session -> Networking is a cycle, and so is
// Player <-> Downloads. Downloads also has no test target.
let package = Package(
  name: "PodcastServices",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "PodcastServices", targets: ["Networking", "Analytics", "Session", "Player", "Downloads"]),
  ],
  targets: [
    .target(name: "Networking", dependencies: ["Analytics"]),
    .target(name: "Analytics", dependencies: [.target(name: "Session")]),
    .target(name: "Session", dependencies: ["Networking"]),
    .target(name: "Player", dependencies: ["Downloads"]),
    .target(name: "Downloads", dependencies: ["Player", "Networking"]),

    .testTarget(name: "NetworkingTests", dependencies: ["Networking", "Analytics", "Session"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics", "Session"]),
    .testTarget(name: "SessionTests", dependencies: ["Session"]),
    .testTarget(name: "PlayerTests", dependencies: ["Player"]),
  ]
)
