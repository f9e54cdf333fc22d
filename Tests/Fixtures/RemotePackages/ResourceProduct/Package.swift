// swift-tools-version:5.9
// Hand-written fixture: the remote packages Starts and Fees are checked out in ../ResourceProductCheckouts (passed as
// the packages path). Starts' one product is a target of resource files only (block start points for a sync engine,
// copied into its bundle): no Swift file, nothing to import, linked for its bundle. Fees' product has code, and the
// wallet never imports it: an unused dependency.
import PackageDescription

let package = Package(
  name: "Wallet",
  dependencies: [
    .package(url: "https://github.com/example/Starts.git", from: "1.0.0"),
    .package(url: "https://github.com/example/Fees.git", from: "2.0.0"),
  ],
  targets: [
    .target(
      name: "Wallet",
      dependencies: [
        .product(name: "StartPoints", package: "Starts"),
        .product(name: "FeeKit", package: "Fees"),
      ])
  ]
)
