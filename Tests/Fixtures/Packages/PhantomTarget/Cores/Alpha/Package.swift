// swift-tools-version:5.9
// Copied from another core's manifest: `BetaSwift` was that core's target, and its folder was never copied.
import PackageDescription

let package = Package(
  name: "Alpha",
  products: [
    .library(name: "AlphaCore", targets: ["AlphaCore"])
  ],
  targets: [
    .target(name: "AlphaCore"),
    .target(name: "BetaSwift"),
    .target(name: "AlphaBridge", dependencies: ["AlphaCore", "BetaSwift"]),
    .testTarget(name: "AlphaTests", dependencies: ["AlphaCore", "AlphaBridge"]),
  ]
)
