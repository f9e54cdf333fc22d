// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Receipts",
  products: [
    .library(name: "Receipts", targets: ["Receipts"])
  ],
  dependencies: [
    .package(path: "../Printer")
  ],
  targets: [
    .target(name: "Receipts", dependencies: [.product(name: "Printer", package: "Printer")])
  ]
)
