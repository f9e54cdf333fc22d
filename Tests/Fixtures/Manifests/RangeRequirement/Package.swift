// swift-tools-version: 5.9
import PackageDescription

// The versions of the shared packages are pinned by another package of the repository; this one takes any.
let package = Package(
  name: "Lantern",
  dependencies: [
    .package(url: "https://example.com/lighthouse/beacon.git", .anyVersion),
    .package(url: "https://example.com/lighthouse/wick.git", .pinnedElsewhere),
  ],
  targets: [
    .target(
      name: "Lantern",
      dependencies: [
        .product(name: "Beacon", package: "beacon"),
        .product(name: "Wick", package: "wick"),
      ])
  ]
)

extension Range where Bound == Version {
  static let anyVersion = Self(uncheckedBounds: ("0.0.0", "99.0.0"))
  static let pinnedElsewhere: Range<Version> = "1.0.0"..<Version(Version(2, 0, 0).major + 1, 0, 0)
}
