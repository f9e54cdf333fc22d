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

// Remote packages listed as unlabelled tuples; the labels come from the declared element type.
let remotes: [(url: String, localPath: String, from: Version)] = [
  ("https://example.com/acme/sqlite-kit.git", "../sqlite-kit", "2.1.0"),
  ("https://example.com/acme/diff-kit.git", "../diff-kit", "0.7.0"),
]
package.dependencies += remotes.map { .package(url: $0.url, from: $0.from) }

do {
  let syncTarget = package.targets.first { $0.name == "Sync" }!
  syncTarget.dependencies = [.product(name: "SQLiteKit", package: "sqlite-kit"), .target(name: remotes.isEmpty ? "Entities" : "Persistence")]
}
