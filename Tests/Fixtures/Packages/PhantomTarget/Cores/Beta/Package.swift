// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Beta",
  products: [
    .library(name: "BetaCore", targets: ["BetaCore"])
  ],
  targets: [
    .target(name: "BetaCore"),
    .testTarget(name: "BetaTests", dependencies: ["BetaCore"]),
  ]
)
