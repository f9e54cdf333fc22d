// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Ledger",
  products: [
    .library(name: "Ledger", targets: ["Ledger"])
  ],
  dependencies: [
    .package(path: "../Abacus")
  ],
  targets: [
    .target(name: "Ledger", dependencies: [.product(name: "Abacus", package: "Abacus")]),
    .testTarget(name: "LedgerTests", dependencies: ["Ledger"]),
  ]
)
