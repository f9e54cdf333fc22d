import ProjectDescription

/// Not the `moduleSources` of Target+Module.swift: each file sees its own private globals.
private let moduleSources = "Elsewhere"

public let analytics = TargetDependency.external(name: "Analytics")

/// Shorthands for the modules other projects depend on.
extension TargetDependency {
  public enum Core {
    public static let networking = TargetDependency.project(
      target: "Networking", path: .relativeToRoot("Projects/Core"))
  }

  public static let snapKit = TargetDependency.external(name: "SnapKit")
  /// The global of the same name, qualified by its module.
  public static let analytics = ProjectDescriptionHelpers.analytics
}
