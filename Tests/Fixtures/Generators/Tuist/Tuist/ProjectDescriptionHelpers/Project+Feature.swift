import ProjectDescription

/// A feature project: one module, built with the type's own initialiser written as `.init`.
extension Project {
  public static func feature(name: String, dependencies: [TargetDependency]) -> Project {
    var targets = [Target]()
    targets.append(.module(name, dependencies: dependencies))
    return .init(name: name, targets: targets)
  }
}
