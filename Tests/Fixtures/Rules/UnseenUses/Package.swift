// swift-tools-version:5.9
// Uses of a dependency that plumb cannot see by module names alone (issue 26, cause 7).
import PackageDescription

let package = Package(
  name: "UnseenUses",
  products: [.library(name: "Providers", targets: ["Providers"])],
  dependencies: [.package(url: "https://example.com/graphkit.git", from: "1.0.0")],
  targets: [
    // The framework inside the archive builds module `VendorCore`, not `VendorCoreWrapper`.
    .binaryTarget(name: "VendorCoreWrapper", url: "https://example.com/VendorCore.xcframework.zip", checksum: "00"),
    .target(name: "VendorBridge", dependencies: ["VendorCoreWrapper"]),
    // Imports `VendorCore`, reached only through VendorBridge: used.
    .target(name: "Providers", dependencies: ["VendorBridge"]),
    // Imports nothing it declares: VendorBridge is unused here.
    .target(name: "Catalog", dependencies: ["VendorBridge"]),
    // Names `GraphAPI.Object`; `GraphTestSupport` re-exports GraphAPI: both used.
    .target(
      name: "Mocks",
      dependencies: [
        .product(name: "GraphAPI", package: "graphkit"),
        .product(name: "GraphTestSupport", package: "graphkit"),
      ]),
    // Declares GraphAPI and never names it: unused.
    .target(
      name: "Fixtures",
      dependencies: [
        .product(name: "GraphAPI", package: "graphkit"),
        .product(name: "GraphTestSupport", package: "graphkit"),
      ]),
  ]
)
