import ProjectDescription

/// How a module is linked: a helper's own enum, carried as the associated value of `ModuleKind.framework`.
public enum Linking {
  case `static`, `dynamic`
}

/// What a module builds. Its properties compare `self` with cases that carry associated values, as a synthesized
/// `Equatable` does.
public enum ModuleKind: Equatable {
  case app
  case framework(Linking)

  var isFramework: Bool {
    self == .framework(.static) || self == .framework(.dynamic)
  }

  var isDynamic: Bool {
    self != .framework(.static) && self != .app
  }

  var product: Product {
    switch self {
    case .app: return .app
    case .framework(.static): return .staticFramework
    case .framework(.dynamic): return .framework
    }
  }
}

extension Target {
  public static func module(
    _ name: String, kind: ModuleKind = .framework(.static), dependencies: [TargetDependency] = []
  ) -> Target {
    .target(
      name: name, destinations: .iOS, product: kind.isFramework ? kind.product : .app,
      productName: kind.isDynamic ? "\(name)Dynamic" : name, bundleId: "org.example.\(name)",
      sources: ["Sources/**"], dependencies: dependencies)
  }
}
