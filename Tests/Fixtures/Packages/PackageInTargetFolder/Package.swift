// swift-tools-version:5.4
// An old root manifest, left behind when `Ledger` became a package of its own: its target's folder is that
// package's folder, which SwiftPM never builds from here since nothing depends on this package.

import PackageDescription

let package = Package(
  name: "Shelf",
  products: [
    .library(name: "Ledger", targets: ["Ledger"])
  ],
  targets: [
    .target(name: "Ledger", path: "Ledger")
  ]
)
