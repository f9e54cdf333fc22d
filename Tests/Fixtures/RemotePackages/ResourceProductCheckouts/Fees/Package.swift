// swift-tools-version:5.9
// Hand-written fixture: a remote package's checkout with code.
import PackageDescription

let package = Package(
  name: "Fees",
  products: [
    .library(name: "FeeKit", targets: ["FeeKit"])
  ],
  targets: [
    .target(name: "FeeKit")
  ]
)
