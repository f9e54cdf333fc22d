// swift-tools-version: 5.9
import PackageDescription

// Hand-written fixture: a package whose documentation plugin and test helper packages no app build resolves (they
// are pinned nowhere and not checked out).
let package = Package(
  name: "NavKit",
  products: [.library(name: "NavKit", targets: ["NavKit"])],
  dependencies: [
    .package(url: "https://example.com/kits/collectionskit.git", from: "1.0.0"),
    .package(url: "https://example.com/tools/docs-plugin.git", from: "1.0.0"),
    .package(url: "https://example.com/tools/snapshot-testing.git", from: "1.0.0"),
  ],
  targets: [
    .target(name: "NavKit", dependencies: [.product(name: "Ordered", package: "collectionskit")]),
    .testTarget(
      name: "NavKitTests",
      dependencies: ["NavKit", .product(name: "SnapshotTesting", package: "snapshot-testing")]),
  ]
)
