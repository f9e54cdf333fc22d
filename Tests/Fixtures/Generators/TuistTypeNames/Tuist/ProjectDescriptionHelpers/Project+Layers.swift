import ProjectDescription

extension Project {
  /// A layer's root project: one static framework named after the layer that depends on each of its modules.
  public static func layerRoot<T: Layered>(_ layer: T.Type) -> Project where T: RawRepresentable, T.RawValue == String {
    let name = String(describing: T.self)
    return .init(
      name: name,
      targets: [
        .target(
          name: name, destinations: .iOS, product: .staticFramework, bundleId: "org.example.\(name)",
          sources: ["Sources/**"], dependencies: T.allCases.map { .dependency(module: $0) })
      ])
  }

  /// A module's project: the dependencies every module of the layer shares, then its own.
  public static func module(_ name: String, shared: [TargetDependency], own: [TargetDependency]) -> Project {
    var dependencies: [TargetDependency] = .init(shared)
    dependencies += own
    return .init(
      name: name,
      targets: [
        .target(
          name: name, destinations: .iOS, product: .framework, bundleId: "org.example.\(name)",
          sources: ["Sources/**"], dependencies: dependencies)
      ])
  }
}
