// swift-tools-version:5.9
// The generator writes the whole `ShopSchema` folder; git ignores it, and keeps only a placeholder.
import PackageDescription

let package = Package(
  name: "Schema",
  products: [.library(name: "ShopSchema", targets: ["ShopSchema"])],
  dependencies: [.package(path: "../../Runtime")],
  targets: [
    .target(name: "ShopSchema", dependencies: [.product(name: "QueryRuntime", package: "Runtime")])
  ]
)
