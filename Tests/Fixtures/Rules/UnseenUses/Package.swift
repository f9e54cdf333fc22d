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
    // A framework folder in the checkout: its module is `ChartKit`, read from `ChartKit.framework`.
    .binaryTarget(name: "ChartsBinary", path: "Frameworks/ChartKit.xcframework"),
    .target(name: "ChartBridge", dependencies: ["ChartsBinary"]),
    // Imports `ChartKit`, reached only through ChartBridge: used.
    .target(name: "Dashboard", dependencies: ["ChartBridge"]),
    // Imports `ReportPrinter`, which no target builds; ChartsBinary's module is known and is not it: unused.
    .target(name: "Reports", dependencies: ["ChartBridge"]),
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
