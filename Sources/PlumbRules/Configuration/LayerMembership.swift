import PlumbModel

/// Which configured layer each module of a graph is in, worked out once per run from the layers' globs and roles
/// and handed to the rules and the reports.
public struct LayerMembership: Sendable {
  /// The layers, top first, as configured.
  public let layers: [Layer]
  private let indexByModule: [ModuleID: Int]
  /// The layers of files and types, when the sources were indexed and a layer exists.
  public let code: CodeLayers?

  /// - Parameter code: the code index, for the layers inside targets; nil judges modules only.
  public init(configuration: Configuration, graph: ModuleGraph, code codeIndex: CodeIndex? = nil) {
    layers = configuration.layers
    var indexByModule: [ModuleID: Int] = [:]
    if !layers.isEmpty {
      for module in graph.modules {
        if let index = configuration.layerIndex(of: module) { indexByModule[module.id] = index }
      }
    }
    self.indexByModule = indexByModule
    let layers = self.layers
    if let codeIndex, !layers.isEmpty {
      code = CodeLayers(layers: layers, membership: LayerMembership(layers, indexByModule), code: codeIndex)
    } else {
      code = nil
    }
  }

  private init(_ layers: [Layer], _ indexByModule: [ModuleID: Int]) {
    self.layers = layers
    self.indexByModule = indexByModule
    code = nil
  }

  /// Layers the configuration file declares (not a preset's) that hold no module, file or type: a glob that
  /// matches nothing checks nothing, and says so.
  public var unmatchedDeclaredLayers: [Layer] {
    let withModules = Set(indexByModule.values)
    return layers.indices.filter { index in
      !withModules.contains(index) && !(code?.matched.contains(index) ?? false)
        && !(layers[index].location?.file.hasPrefix("preset:") ?? true)
    }.map { layers[$0] }
  }

  /// The index in `layers` (0 = top) of the module's layer.
  public func index(of id: ModuleID) -> Int? { indexByModule[id] }

  public func layer(of id: ModuleID) -> Layer? { index(of: id).map { layers[$0] } }

  /// Every layer with its modules, top first; modules sorted.
  public var modulesByLayer: [(name: String, modules: [ModuleID])] {
    var modules = [[ModuleID]](repeating: [], count: layers.count)
    for (id, index) in indexByModule { modules[index].append(id) }
    return layers.indices.map { (layers[$0].name, modules[$0].sorted()) }
  }
}
