// swift-tools-version:5.9
// A package that only the app of the project in `Host/` uses: that app is its product, asked for tests.
import PackageDescription

let package = Package(
  name: "Meter",
  products: [
    .library(name: "Meter", targets: ["Meter"])
  ],
  targets: [
    .target(name: "Meter"),
    .testTarget(name: "MeterTests", dependencies: ["Meter"]),
  ]
)
