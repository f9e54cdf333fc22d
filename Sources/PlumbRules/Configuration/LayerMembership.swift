import PlumbModel

/// Which configured layer each module of a graph is in, worked out once per run from the layers' globs and roles
/// and handed to the rules and the reports.
public struct LayerMembership: Sendable {
  /// The layers, top first, as configured.
  public let layers: [Layer]
  private let indexByModule: [ModuleID: Int]

  public init(configuration: Configuration, graph: ModuleGraph) {
    layers = configuration.layers
    var indexByModule: [ModuleID: Int] = [:]
    if !layers.isEmpty {
      for module in graph.modules {
        if let index = configuration.layerIndex(of: module) { indexByModule[module.id] = index }
      }
    }
    self.indexByModule = indexByModule
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
