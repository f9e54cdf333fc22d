// swift-tools-version: 5.9
// Two helpers with the same labels, one over products and one over product names, and a function named as the
// transform of `flatMap`: the names go to the overload that takes names.
import PackageDescription

var products: [Product] = []
var targets: [Target] = []

func libraries(named name: String) -> [Product] {
  [.library(name: name, targets: [name])]
}

func add(products newProducts: [Product], targets newTargets: [Target]) {
  products += newProducts
  targets += newTargets
}

func add(products names: [String], targets newTargets: [Target]) {
  add(products: names.flatMap(libraries(named:)), targets: newTargets)
}

extension String {
  static let anchor = "Anchor"
  static let rope = "Rope"
}

add(products: [.anchor, .rope], targets: [.target(name: .anchor), .target(name: .rope)])
add(products: [.library(name: "Sail", targets: ["Sail"])], targets: [.target(name: "Sail")])

let package = Package(name: "Rigging", products: products, targets: targets)
