// swift-tools-version:5.9

import PackageDescription

// Hand-written fixture: the UI bindings exist only where Darwin can be imported, and the products and targets are
// arrays of arrays flattened at the end.
func buildsForDarwin() -> Bool {
  #if canImport(Darwin)
    return true
  #else
    return false
  #endif
}

let includesBindings = buildsForDarwin()

extension Product {
  static func bindingProducts() -> [Product] {
    if includesBindings {
      [.library(name: "StreamUI", targets: ["StreamUI"])]
    } else {
      []
    }
  }
}

extension Target {
  static func bindingTargets() -> [Target] {
    if includesBindings {
      [.target(name: "StreamUI", dependencies: ["Stream"])]
    } else {
      []
    }
  }
}

let package = Package(
  name: "StreamKit",
  products: ([
    [.library(name: "Stream", targets: ["Stream"])],
    Product.bindingProducts(),
  ] as [[Product]]).flatMap(\.self),
  targets: ([
    [.target(name: "Stream")],
    Target.bindingTargets(),
  ] as [[Target]]).flatMap { $0 }
)
