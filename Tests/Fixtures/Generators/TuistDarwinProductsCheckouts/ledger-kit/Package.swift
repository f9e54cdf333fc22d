// swift-tools-version:5.9

import PackageDescription

// Hand-written fixture: the products are made by folding over names, which plumb does not evaluate.
let productNames = ["LedgerCore", "LedgerCharts"]

let package = Package(
  name: "LedgerKit",
  products: productNames.reduce(into: [Product]()) { products, name in
    products.append(.library(name: name, targets: [name]))
  },
  targets: [
    .target(name: "LedgerCore"),
    .target(name: "LedgerCharts", dependencies: ["LedgerCore"]),
  ]
)
