import ProjectDescription

/// The Core project's modules, shared with the manifests by a local plugin. Its properties and method are read on
/// a case, with `self` standing for it.
public enum CoreModule: String, CaseIterable {
  case networking = "Networking"
  case storage = "Storage"

  public var isLowest: Bool {
    switch self {
    case .networking: return true
    case .storage: return false
    }
  }

  public var needsNetworking: Bool { !isLowest && self != .networking }

  public var target: TargetDependency {
    .project(target: rawValue, path: .relativeToRoot("Projects/Core"))
  }

  public func dependencies() -> [TargetDependency] {
    needsNetworking ? [target, CoreModule.networking.target] : [target]
  }
}
