import ProjectDescription

/// A layer's modules: an enum per layer, each case a module in `Projects/<Layer>/<Case>`.
public protocol Layered: CaseIterable {
  var path: String { get }
}

extension Layered where Self: RawRepresentable, Self.RawValue == String {
  public var path: String { "\(Self.self)/\(self.rawValue)" }
}

public enum Core: String, Layered {
  case Storage
  case Network
}

extension TargetDependency {
  /// One module of a layer: the case's name is the target's.
  public static func dependency<T: Layered>(module: T) -> TargetDependency {
    .project(target: String(describing: module), path: .relativeToRoot("Projects/\(module.path)"))
  }

  /// A layer's root module, which gathers all of its modules.
  public static func dependency<T: Layered>(layer: T.Type) -> TargetDependency {
    let name = String(describing: layer)
    return .project(target: name, path: .relativeToRoot("Projects/\(name)/\(name)"))
  }
}
