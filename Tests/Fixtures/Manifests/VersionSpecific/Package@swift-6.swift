// swift-tools-version:6.0
// Swift 6 toolchains (6.0 up to any 6.x) read this manifest instead of Package.swift.
import PackageDescription

let package = Package(
  name: "VersionSpecific",
  targets: [.target(name: "SixAndLater"), .testTarget(name: "SixAndLaterTests", dependencies: ["SixAndLater"])],
  swiftLanguageModes: [.v6]
)
