// swift-tools-version: 5.9
// An app's package whose tests build on the test kit a local package vends, `PaymentsTestKit`, which makes doubles of
// `Payments`. No test target depends on `Payments` itself: the kit is test support, and the tests that use its doubles
// test `Checkout`, not `Payments`, which is asked for tests.
import PackageDescription

let package = Package(
  name: "Checkout",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Checkout", targets: ["Checkout"])],
  dependencies: [.package(path: "Packages/Payments")],
  targets: [
    .target(name: "Checkout", dependencies: [.product(name: "Payments", package: "Payments")]),
    .testTarget(
      name: "CheckoutTests",
      dependencies: ["Checkout", .product(name: "PaymentsTestKit", package: "Payments")]),
  ]
)
