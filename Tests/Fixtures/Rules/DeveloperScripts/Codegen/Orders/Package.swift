// swift-tools-version:5.9
// `Orders` holds `.query` files; the generator writes `*.query.swift` beside them (git ignores them), which import
// `QueryRuntime` and use the `ShopSchema` module. Only the placeholder is in the checkout.
import PackageDescription

let package = Package(
  name: "Orders",
  dependencies: [
    .package(path: "../../Runtime"),
    .package(path: "../Schema"),
  ],
  targets: [
    .target(
      name: "Orders",
      dependencies: [
        .product(name: "QueryRuntime", package: "Runtime"),
        .product(name: "ShopSchema", package: "Schema"),
      ])
  ]
)
