// swift-tools-version:5.9
import PackageDescription

// ClassicMac as most UIKit apps start: one target, view controllers that fetch, store and navigate.
let package = Package(
  name: "ClassicMacMVC",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "ClassicMac", targets: ["ClassicMac"]),
  ],
  targets: [
    .target(name: "ClassicMac", path: "Sources/ClassicMac"),
    // Only the model is tested: the controllers create their own URLSession and UserDefaults, so there is
    // no seam to test them through.
    .testTarget(name: "ClassicMacTests", dependencies: ["ClassicMac"]),
  ]
)
