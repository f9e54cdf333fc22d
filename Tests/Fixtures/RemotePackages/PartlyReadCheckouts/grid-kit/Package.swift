// swift-tools-version:5.9
// Products and targets made in code, one per part, their names through a call plumb does not evaluate.
import PackageDescription

struct Part {
  var name: String
  var moduleName: String { String(name.reversed().reversed()) }
  func target() -> Target { .target(name: moduleName) }
}

let parts = [Part(name: "Grid"), Part(name: "GridLayout")]

let package = Package(
  name: "grid-kit",
  products: parts.map { .library(name: $0.moduleName, targets: [$0.moduleName]) },
  targets: parts.map { $0.target() }
)
