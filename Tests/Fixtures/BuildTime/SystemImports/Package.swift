// swift-tools-version:5.9
import PackageDescription

// The build-time model's system imports: Shims imports the C library (whichever the platform has), Clock Dispatch,
// Feed Foundation (FoundationEssentials where there is one), Model nothing; App imports Foundation again, and the
// test target XCTest and Foundation (tests are not in the model).
let package = Package(
  name: "SystemImports",
  targets: [
    .target(name: "Model"),
    .target(name: "Shims"),
    .target(name: "Clock", dependencies: ["Shims"]),
    .target(name: "Feed", dependencies: ["Model", "Clock"]),
    .executableTarget(name: "App", dependencies: ["Feed"]),
    .testTarget(name: "FeedTests", dependencies: ["Feed"]),
  ]
)
