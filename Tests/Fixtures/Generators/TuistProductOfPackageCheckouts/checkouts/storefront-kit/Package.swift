// swift-tools-version: 5.9
import PackageDescription

// Hand-written fixture: the checkout of a remote package, as a build leaves it in SourcePackages/checkouts.
let package = Package(
  name: "StorefrontKit",
  products: [
    .library(name: "Receipts", targets: ["Receipts"]),
    .library(name: "ReceiptsUI", targets: ["ReceiptsUI"]),
  ],
  targets: [
    .target(name: "Receipts"),
    .target(name: "ReceiptsUI", dependencies: ["Receipts"]),
  ]
)
