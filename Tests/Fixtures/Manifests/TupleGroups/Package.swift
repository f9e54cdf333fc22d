// swift-tools-version:5.9
// Products described once as labelled tuples, then vended twice: dynamic, and automatic with a suffix.
import PackageDescription

let modelProduct = (name: "Model", targets: ["Entities", "Persistence"])
let fullProduct = (
  name: "Full",
  targets: modelProduct.targets + ["Sync"]
)
let groups = [modelProduct, fullProduct]

let products: [Product]
let wantsSplitProducts = true
if wantsSplitProducts {
  products = groups.flatMap { group -> [Product] in
    [
      .library(name: group.name, type: .dynamic, targets: group.targets),
      .library(name: "\(group.name)-auto", targets: group.targets),
    ]
  }
} else {
  products = [.library(name: "All", targets: fullProduct.targets)]
}

let package = Package(
  name: "TupleGroups",
  products: products,
  targets: fullProduct.targets.map { .target(name: $0) }
)
