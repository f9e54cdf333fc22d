// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Catalog",
  products: [.library(name: "Catalog", targets: ["Catalog"])],
  targets: [
    .target(name: "Catalog"),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
  ]
)
