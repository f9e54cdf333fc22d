import PlumbModel

/// One layer of the architecture, as listed under `layers:` (top first). A module belongs to the first layer
/// whose module or path globs match it; failing that, to the first layer whose roles match it. So a layer of
/// `roles: library` collects the libraries that no layer names.
///
/// Layers also hold files and types, so one target laid out in folders (`Features/`, `Shared/`) has layers too
/// (`CodeLayers`): a file belongs to the first layer whose `paths` match it, a type to the first layer whose
/// `types` globs or type roles (`viewModel`, `service`) match it, else to its file's layer, else to its module's.
public struct Layer: Hashable, Sendable {
  public var name: String
  /// Module name globs (`Feature*`, `Core`).
  public var modules: [Glob]
  /// Source folder globs, relative to the analysed root (`Packages/Modules/**`).
  public var paths: [Glob]
  /// Module roles (`app`): a layer of every app target, whatever it is called.
  public var roles: [ModuleRole]
  /// Type name globs (`*Repository`), matched against a type's simple name.
  public var types: [Glob]
  /// Type roles (`viewModel`, `service`), given under `roles:` beside the module roles.
  public var typeRoles: [Role]
  /// Sibling modules in the layer must not depend on each other (BbA's "no dependency between targets of the
  /// same library").
  public var independent: Bool
  /// Where the layer is declared in the configuration.
  public var location: Location?

  public init(
    name: String, modules: [Glob] = [], paths: [Glob] = [], roles: [ModuleRole] = [], types: [Glob] = [],
    typeRoles: [Role] = [], independent: Bool = false, location: Location? = nil
  ) {
    self.types = types
    self.typeRoles = typeRoles
    self.name = name
    self.modules = modules
    self.paths = paths
    self.roles = roles
    self.independent = independent
    self.location = location
  }

  /// Whether the layer's module or path globs match the module.
  public func names(_ module: Module) -> Bool {
    modules.contains { ModuleSelector.glob($0).matches(module) } || paths.contains { ModuleSelector.folder($0).matches(module) }
  }

  /// Whether the layer's type globs or type roles match a type.
  public func holds(type: TypeFact, role: Role) -> Bool {
    typeRoles.contains(role) || types.contains { $0.matches(type.simpleName) }
  }

  /// Whether the layer's paths match a file (relative to the analysed root).
  public func holds(file path: String) -> Bool {
    paths.contains { $0.matches(path) }
  }

  /// Whether the layer's roles match the module.
  public func hasRole(of module: Module) -> Bool {
    roles.contains(ModuleRole(module.kind))
  }
}
