// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Storefront",
  products: [
    .library(name: "Storefront", targets: ["Storefront"])
  ],
  dependencies: [
    .package(path: "../Ledger")
  ],
  targets: [
    .target(name: "Storefront", dependencies: [.product(name: "Ledger", package: "Ledger")])
  ]
)
