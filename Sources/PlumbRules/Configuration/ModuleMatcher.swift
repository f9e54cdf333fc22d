import PlumbModel

/// The `from:` or `to:` side of a `forbidden`, `allowed` or `required` entry. Every criterion given must hold;
/// within one criterion any listed value will do. An empty matcher matches every module.
///
/// A matcher also selects files and types inside targets (`PolicyEdges`): `path` globs match a file's path as well
/// as a module's folder, `layer` a file's or type's layer, `role` a type's role (`viewModel`) beside the module
/// roles, and `type` a type's simple name. A matcher with type names or type roles selects types only, never a
/// whole module.
public struct ModuleMatcher: Hashable, Sendable, CustomStringConvertible {
  /// Module name globs; `container/name` is matched too.
  public var modules: [Glob]
  /// Source folder globs, relative to the analysed root.
  public var paths: [Glob]
  /// Layer names from `layers:`.
  public var layers: [String]
  public var roles: [ModuleRole]
  /// Type name globs (`*Repository`), matched against a type's simple name.
  public var types: [Glob]
  /// Type roles (`viewModel`, `service`), given under `role:` beside the module roles.
  public var typeRoles: [Role]

  public init(
    modules: [Glob] = [], paths: [Glob] = [], layers: [String] = [], roles: [ModuleRole] = [], types: [Glob] = [],
    typeRoles: [Role] = []
  ) {
    self.modules = modules
    self.paths = paths
    self.layers = layers
    self.roles = roles
    self.types = types
    self.typeRoles = typeRoles
  }

  /// Whether the matcher names types (by name or role): then it matches no module as a whole.
  public var selectsTypes: Bool { !types.isEmpty || !typeRoles.isEmpty }

  public func matches(_ module: Module, layer: String?) -> Bool {
    if selectsTypes { return false }
    if !modules.isEmpty, !modules.contains(where: { ModuleSelector.glob($0).matches(module) }) { return false }
    if !paths.isEmpty, !paths.contains(where: { ModuleSelector.folder($0).matches(module) }) { return false }
    if !layers.isEmpty {
      guard let layer, layers.contains(layer) else { return false }
    }
    if !roles.isEmpty, !roles.contains(ModuleRole(module.kind)) { return false }
    return true
  }

  /// How the matcher reads in a message: `module Feature*, layer Core`.
  public var description: String {
    var parts: [String] = []
    if !modules.isEmpty { parts.append("module " + modules.map(\.pattern).joined(separator: "|")) }
    if !paths.isEmpty { parts.append("path " + paths.map(\.pattern).joined(separator: "|")) }
    if !layers.isEmpty { parts.append("layer " + layers.joined(separator: "|")) }
    if !roles.isEmpty || !typeRoles.isEmpty {
      parts.append("role " + (roles.map(\.rawValue) + typeRoles.map(\.rawValue)).joined(separator: "|"))
    }
    if !types.isEmpty { parts.append("type " + types.map(\.pattern).joined(separator: "|")) }
    return parts.isEmpty ? "any module" : parts.joined(separator: ", ")
  }
}
