// swift-tools-version:5.9
// The product `Shelves` builds two modules: `Shelves` and `ShelfIndex`, which its sources import by that name.
import PackageDescription

let package = Package(
  name: "swift-shelves",
  products: [
    .library(name: "Shelves", targets: ["Shelves"])
  ],
  targets: [
    .target(name: "Shelves", dependencies: ["ShelfIndex"]),
    .target(name: "ShelfIndex"),
  ]
)
