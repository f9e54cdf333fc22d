// swift-tools-version: 5.9
// An app's package over a local package that vends, beside its library `Orders`, the test kit `OrdersTestKit` (so
// that other packages' tests can build on it) and a testing library named for nothing in the package,
// `ReplayTesting`. No test target depends on either. The kit is test support; `ReplayTesting` is a library the package
// ships, asked for tests.
import PackageDescription

let package = Package(
  name: "Shop",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Shop", targets: ["Shop"])],
  dependencies: [.package(path: "Packages/Orders")],
  targets: [
    .target(name: "Shop", dependencies: [.product(name: "Orders", package: "Orders")]),
    .testTarget(name: "ShopTests", dependencies: ["Shop"]),
  ]
)
