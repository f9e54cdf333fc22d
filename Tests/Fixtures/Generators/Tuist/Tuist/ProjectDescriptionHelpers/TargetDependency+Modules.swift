import ProjectDescription

/// Shorthands for the modules other projects depend on.
extension TargetDependency {
  public enum Core {
    public static let networking = TargetDependency.project(
      target: "Networking", path: .relativeToRoot("Projects/Core"))
  }

  public static let snapKit = TargetDependency.external(name: "SnapKit")
}
