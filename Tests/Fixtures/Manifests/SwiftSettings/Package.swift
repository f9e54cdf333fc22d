// swift-tools-version:5.9
import PackageDescription

// Flags a target defines for #if: .define, with or without a condition, and -D in unsafe flags.
let package = Package(
  name: "SwiftSettings",
  targets: [
    .target(
      name: "Beta",
      swiftSettings: [
        .define("BETA"),
        .define("VERBOSE_LOGGING", .when(configuration: .debug)),
        .unsafeFlags(["-DLEGACY", "-D", "STAGING"]),
        .enableUpcomingFeature("ExistentialAny"),
      ])
  ]
)
