import ProjectDescription

/// A project made of target groups, as teams write it: each helper returns a module's target and its tests, and the
/// project's own initialiser flattens the groups.
extension Project {
  public init(name: String, targets groups: [[Target]]) {
    self.init(name: name, targets: groups.flatMap { $0 })
  }
}

extension Array where Element == Target {
  public static func module(_ name: String, dependencies: [TargetDependency] = []) -> [Target] {
    [
      .target(
        name: name, destinations: .iOS, product: .framework, bundleId: "org.example.\(name)",
        sources: ["Sources/\(name)/**"], dependencies: dependencies),
      .target(
        name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "org.example.\(name)Tests",
        sources: ["Tests/\(name)/**"], dependencies: [.target(name: name)]),
    ]
  }
}

/// The project's modules as an enum with capitalised cases (`ModuleName.Feed`): a case, not a nested type.
public enum ModuleName: String, CaseIterable {
  case Feed
  case Timeline
}

extension ModuleName {
  public var targets: [Target] {
    switch self {
    case .Feed:
      return .module(rawValue)
    case .Timeline:
      return .module(rawValue, dependencies: [.target(name: ModuleName.Feed.rawValue)])
    }
  }
}
