// swift-tools-version:5.9
// Each module named once, as a static member of the same name on `Product`, `Target`, `Target.Dependency` and
// `String`: `.engine` is a product, a target, a dependency or a name by the type its place expects.
import PackageDescription

let package = Package(
  name: "SameNamedMembers",
  products: [.engine, .widgets, .toolkit],
  targets: [.engine, .widgets, .toolkit, .Bundled.engine, .Bundled.widgets, .engineTests]
)

extension Product {
  static let engine = library(name: .engine, targets: [.engine, .Bundled.engine])
  static let widgets = library(name: .widgets, targets: [.widgets, .Bundled.widgets, .engine])
  static let toolkit = library(name: .toolkit, targets: [.toolkit, .widgets, .engine])
}

extension Target {
  static let engine = target(name: .engine, dependencies: [.Bundled.engine])
  static let widgets = target(name: .widgets, dependencies: [.engine, .Bundled.widgets])
  static let toolkit = target(name: .toolkit, dependencies: [.engine, .widgets])
  static let engineTests = testTarget(name: .engineTests, dependencies: [.engine, .toolkit])

  enum Bundled {
    static let engine = target(name: .Bundled.engine)
    static let widgets = target(name: .Bundled.widgets, dependencies: [.Bundled.engine])
  }
}

extension Target.Dependency {
  static let engine = byName(name: .engine)
  static let widgets = byName(name: .widgets)
  static let toolkit = target(name: .toolkit)

  enum Bundled {
    static let engine = byName(name: .Bundled.engine)
    static let widgets = byName(name: .Bundled.widgets)
  }
}

extension String {
  static let engine = "Engine"
  static let widgets = "Widgets"
  static let toolkit = "Toolkit"
  static let engineTests = "EngineTests"

  enum Bundled {
    static let engine = "BundledEngine"
    static let widgets = "BundledWidgets"
  }
}
