// swift-tools-version:5.9
// The repository's chores: `DocsBuilder` runs swift-docc-plugin over the libraries it depends on (the plugin finds
// a `--target` only among the targets this package reaches). It also depends on `Cache`, which the command leaves
// out and nothing imports: that one is unused.
import PackageDescription

let package = Package(
  name: "Shop Reference",
  dependencies: [
    .package(path: "../Runtime"),
    .package(url: "https://github.com/apple/swift-docc-plugin", from: "1.0.0"),
  ],
  targets: [
    .target(name: "ScriptHelpers"),
    .executableTarget(
      name: "DocsBuilder",
      dependencies: [
        .product(name: "QueryRuntime", package: "Runtime"),
        .product(name: "ShopKit", package: "Runtime"),
        .product(name: "Cache", package: "Runtime"),
        .target(name: "ScriptHelpers"),
      ]),
  ]
)
