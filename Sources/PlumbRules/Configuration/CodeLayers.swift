import PlumbModel

/// Which layer each file and type of the code index is in: the layers inside one target.
///
/// A type belongs to the first layer whose `types` globs or type roles match it; else to the first layer whose
/// `paths` match its file; else to its module's layer. A module some of whose files a layer's `paths` name is laid
/// out by folder: its files that no layer names are in no layer (not in the module's), so an app target of
/// `roles: app` with a `Features/` folder does not put its `Models/` in the App layer.
///
/// Each placement carries a *unit*: what must stay independent of its siblings in an `independent: true` layer. For
/// a module it is the module; for a file placed by a path glob, its feature folder under the glob
/// (`FeatureFolders.unit`: `Features/Home` for `**/Features/**`); for a type placed by name or role, its file's unit when the file
/// is in the same layer, else its module.
public struct CodeLayers: Sendable {
  public enum Source: String, Sendable {
    case type, file, module
  }

  public struct Placement: Hashable, Sendable {
    /// The index in `layers` (0 = top).
    public var index: Int
    public var source: Source
    public var unit: String
  }

  public let layers: [Layer]
  public let types: [TypeGraph.Node: Placement]
  /// Files a layer's `paths` name.
  public let files: [String: Placement]
  /// Layers that hold at least one type or file.
  public let matched: Set<Int>

  public init(layers: [Layer], membership: LayerMembership, code: CodeIndex) {
    self.layers = layers
    var files: [String: Placement] = [:]
    var splitModules = Set<ModuleID>()
    if layers.contains(where: { !$0.paths.isEmpty }) {
      for file in code.files {
        guard let index = layers.firstIndex(where: { $0.holds(file: file.path) }) else { continue }
        let unit = layers[index].paths.first { $0.matches(file.path) }.map { FeatureFolders.unit(of: file.path, in: $0) }
        files[file.path] = Placement(index: index, source: .file, unit: unit ?? file.path)
        if let module = code.moduleOfFile[file.path], membership.index(of: module) != index {
          splitModules.insert(module)
        }
      }
    }
    var types: [TypeGraph.Node: Placement] = [:]
    let selectsTypes = layers.contains { !$0.types.isEmpty || !$0.typeRoles.isEmpty }
    for (node, info) in code.types {
      let file = files[info.file]
      if selectsTypes, let index = layers.firstIndex(where: { $0.holds(type: info.fact, role: info.role) }) {
        let unit = file.flatMap { $0.index == index ? $0.unit : nil } ?? node.module.description
        types[node] = Placement(index: index, source: .type, unit: unit)
      } else if let file {
        types[node] = file
      } else if !splitModules.contains(node.module), let index = membership.index(of: node.module) {
        types[node] = Placement(index: index, source: .module, unit: node.module.description)
      }
    }
    self.files = files
    self.types = types
    matched = Set(types.values.map(\.index)).union(files.values.map(\.index))
  }
}
