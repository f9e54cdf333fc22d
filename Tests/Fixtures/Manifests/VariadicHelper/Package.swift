// swift-tools-version:5.9
// A manifest helper with a variadic parameter, called with none, one and two arguments for it: each local copy is
// off unless enabled, so every call gives its remote package.
import PackageDescription

extension Package.Dependency {
  enum LocalCopy {
    case folder(path: String, isEnabled: Bool = false)
  }

  static func package(local copies: LocalCopy..., remote: Package.Dependency) -> Package.Dependency {
    for copy in copies {
      switch copy {
      case .folder(let path, let isEnabled):
        guard isEnabled else { continue }
        return .package(path: path)
      }
    }
    return remote
  }
}

let package = Package(
  name: "VariadicHelper",
  dependencies: [
    .package(remote: .package(url: "https://github.com/example/alpha.git", from: "1.0.0")),
    .package(
      local: .folder(path: "../beta"),
      remote: .package(url: "https://github.com/example/beta.git", from: "1.2.0")),
    .package(
      local: .folder(path: "../gamma"), .folder(path: "../../gamma"),
      remote: .package(url: "https://github.com/example/gamma.git", from: "2.0.0")),
  ],
  targets: [
    .target(
      name: "Core",
      dependencies: [
        .product(name: "Alpha", package: "alpha"),
        .product(name: "Beta", package: "beta"),
        .product(name: "Gamma", package: "gamma"),
      ])
  ]
)
