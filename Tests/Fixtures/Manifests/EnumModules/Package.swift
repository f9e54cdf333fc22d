// swift-tools-version:5.9
// Module names kept in an enum, so a typo is a compile error in the manifest.
import PackageDescription

enum Module: String, CaseIterable {
  case home = "Home"
  case profile = "Profile"
  case settings = "Settings"

  static let shared = "SharedUI"
}

let package = Package(
  name: "EnumModules",
  products: [.library(name: "Features", targets: Module.allCases.map(\.rawValue))],
  targets: Module.allCases.map { module in
    .target(name: module.rawValue, dependencies: [.byName(name: Module.shared)])
  } + [
    .target(name: Module.shared),
    .testTarget(name: "\(Module.home.rawValue)Tests", dependencies: [.target(name: Module.home.rawValue)]),
  ]
)
