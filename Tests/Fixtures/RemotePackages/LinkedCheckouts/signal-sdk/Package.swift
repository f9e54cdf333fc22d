// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "signal-sdk",
  products: [
    .library(name: "SignalCore", targets: ["SignalCore"]),
    // Linking it is enough: `Signal.configure` finds it at run time.
    .library(name: "SignalAnalytics", targets: ["SignalAnalyticsTarget"]),
    .library(name: "SignalVault", targets: ["SignalVault"]),
  ],
  targets: [
    .target(name: "SignalCore"),
    .target(name: "SignalAnalyticsTarget", dependencies: ["SignalCore"]),
    .binaryTarget(name: "SignalVault", path: "Frameworks/SignalVault.xcframework"),
  ]
)
