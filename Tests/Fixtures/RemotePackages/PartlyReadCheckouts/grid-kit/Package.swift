// swift-tools-version:5.9
// Products and targets made in code, one per part.
import PackageDescription

struct Part {
  var name: String
  func target() -> Target { .target(name: name) }
}

let parts = [Part(name: "Grid"), Part(name: "GridLayout")]

let package = Package(
  name: "grid-kit",
  products: parts.map { .library(name: $0.name, targets: [$0.name]) },
  targets: parts.map { $0.target() }
)
