// swift-tools-version: 5.9
import PackageDescription

// Hand-written fixture: targets made by a method of a type of the manifest, from a name turned around twice, which
// plumb does not evaluate.
struct Module {
  var name: String
  var isTest: Bool

  func toTarget() -> Target {
    switch isTest {
    case true: return .testTarget(name: name, dependencies: ["Ordered"])
    case false: return .target(name: String(name.reversed().reversed()))
    }
  }
}

let modules = [Module(name: "Ordered", isTest: false), Module(name: "OrderedTests", isTest: true)]

let package = Package(
  name: "CollectionsKit",
  products: [.library(name: "Ordered", targets: ["Ordered"])],
  targets: modules.map { $0.toTarget() }
)
