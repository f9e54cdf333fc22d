import PlumbModel
import PlumbReporters

extension Check {
  /// The layers the configuration declares, with the modules of `graph` in each, for diagrams drawn outside a
  /// check (`plumb graph`); nil when no layers are configured. Throws for an invalid configuration.
  public func reportLayers(of graph: ModuleGraph) throws -> [ReportLayer]? {
    let (configuration, _) = try loadConfiguration()
    guard !configuration.layers.isEmpty else { return nil }
    return configuration.layers.indices.map { index in
      ReportLayer(
        name: configuration.layers[index].name,
        modules: graph.modules.filter { configuration.layerIndex(of: $0) == index }.map(\.id))
    }
  }
}
