// swift-tools-version:5.9
// Dependencies and targets named once, in extensions, and used as shorthands.
import PackageDescription

extension Target.Dependency {
  static let core: Self = .target(name: "Core")
  static let design = Target.Dependency.target(name: "DesignSystem")
  static var parsing: Target.Dependency {
    return .product(name: "Parsing", package: "parsing")
  }
  static var tagged: Self { .product(name: "Tagged", package: "tagged", condition: .when(platforms: [.iOS])) }
}

extension Target {
  static func feature(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: [.core, .design] + dependencies, path: "Features/\(name)")
  }

  static var core: Target {
    return .target(name: "Core", dependencies: [.parsing])
  }
}

extension Package.Dependency {
  static let parsing: Package.Dependency = .package(url: "https://example.com/pf/parsing.git", from: "0.13.0")
}

let package = Package(
  name: "ExtensionShorthands",
  dependencies: [
    .parsing,
    .package(url: "https://example.com/pf/tagged", from: "0.10.0"),
  ],
  targets: [
    .core,
    .target(name: "DesignSystem", dependencies: [.core]),
    .feature("Search", dependencies: [.tagged]),
    .feature("Settings"),
    .testTarget(name: "SearchTests", dependencies: ["Search", .core]),
  ]
)
