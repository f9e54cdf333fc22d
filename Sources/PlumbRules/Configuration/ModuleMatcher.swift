import PlumbModel

/// The `from:` or `to:` side of a `forbidden`, `allowed` or `required` entry. Every criterion given must hold;
/// within one criterion any listed value will do. An empty matcher matches every module.
public struct ModuleMatcher: Hashable, Sendable, CustomStringConvertible {
  /// Module name globs; `container/name` is matched too.
  public var modules: [Glob]
  /// Source folder globs, relative to the analysed root.
  public var paths: [Glob]
  /// Layer names from `layers:`.
  public var layers: [String]
  public var roles: [ModuleRole]

  public init(modules: [Glob] = [], paths: [Glob] = [], layers: [String] = [], roles: [ModuleRole] = []) {
    self.modules = modules
    self.paths = paths
    self.layers = layers
    self.roles = roles
  }

  public func matches(_ module: Module, layer: String?) -> Bool {
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
    if !roles.isEmpty { parts.append("role " + roles.map(\.rawValue).joined(separator: "|")) }
    return parts.isEmpty ? "any module" : parts.joined(separator: ", ")
  }
}
