// swift-tools-version:5.9
// The libraries of the shop: what the generated code and the documentation build use.
import PackageDescription

let package = Package(
  name: "Runtime",
  products: [
    .library(name: "QueryRuntime", targets: ["QueryRuntime"]),
    .library(name: "ShopKit", targets: ["ShopKit"]),
    .library(name: "Cache", targets: ["Cache"]),
  ],
  targets: [
    .target(name: "QueryRuntime"),
    .target(name: "ShopKit"),
    .target(name: "Cache"),
  ]
)
