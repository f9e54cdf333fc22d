import ProjectDescription

public let organization = "org.example"
/// This file's own: another helper declares a `moduleSources` of its own.
private let moduleSources = "Sources"

/// A module of the Core project: a static framework whose sources are `Sources/<name>`.
extension Target {
  public static func module(
    _ name: String,
    dependencies: [TargetDependency] = [],
    excluding: [Path] = []
  ) -> Target {
    .target(
      name: name,
      destinations: .iOS,
      product: .staticFramework,
      bundleId: "\(organization).\(name)",
      sources: .sourceFilesList(globs: [.glob("\(moduleSources)/\(name)/**", excluding: excluding)]),
      dependencies: dependencies
    )
  }

  public static func tests(of name: String) -> Target {
    .target(
      name: "\(name)Tests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "\(organization).\(name).tests",
      sources: ["Tests/\(name)Tests/**"],
      dependencies: [.target(name: name)]
    )
  }
}
