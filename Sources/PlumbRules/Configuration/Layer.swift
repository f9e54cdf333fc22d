import PlumbModel

/// One layer of the architecture, as listed under `layers:` (top first). A module belongs to the first layer
/// whose module globs, path globs or roles match it.
public struct Layer: Hashable, Sendable {
  public var name: String
  /// Module name globs (`Feature*`, `Core`).
  public var modules: [Glob]
  /// Source folder globs, relative to the analysed root (`Packages/Modules/**`).
  public var paths: [Glob]
  /// Module roles (`app`): a layer of every app target, whatever it is called.
  public var roles: [ModuleRole]
  /// Sibling modules in the layer must not depend on each other (BbA's "no dependency between targets of the
  /// same library").
  public var independent: Bool
  /// Where the layer is declared in the configuration.
  public var location: Location?

  public init(
    name: String, modules: [Glob] = [], paths: [Glob] = [], roles: [ModuleRole] = [], independent: Bool = false,
    location: Location? = nil
  ) {
    self.name = name
    self.modules = modules
    self.paths = paths
    self.roles = roles
    self.independent = independent
    self.location = location
  }

  public func contains(_ module: Module) -> Bool {
    if modules.contains(where: { $0.matches(module.name) || $0.matches(module.id.description) }) { return true }
    if roles.contains(ModuleRole(module.kind)) { return true }
    guard let path = module.path else { return false }
    return paths.contains { $0.matches(path) || $0.matches(path + "/") }
  }
}
