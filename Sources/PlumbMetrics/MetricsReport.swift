import PlumbModel

/// Metrics of a whole workspace: one entry per module, plus graph-wide figures.
public struct MetricsReport: Hashable, Sendable {
  /// Sorted by module id.
  public var modules: [ModuleMetrics]
  /// The dependency chain (dependent first) with the most source lines: a lower bound on a clean build's
  /// critical path.
  public var longestBuildPath: [ModuleID]
  public var longestBuildPathLines: Int
  /// False when type counts were not available, so abstractness (and with it D) assumes concrete modules.
  public var typesKnown: Bool

  public init(modules: [ModuleMetrics], longestBuildPath: [ModuleID], longestBuildPathLines: Int, typesKnown: Bool) {
    self.modules = modules
    self.longestBuildPath = longestBuildPath
    self.longestBuildPathLines = longestBuildPathLines
    self.typesKnown = typesKnown
  }

  public var byModule: [ModuleID: ModuleMetrics] {
    Dictionary(uniqueKeysWithValues: modules.map { ($0.module, $0) })
  }
}
