/// Robert C. Martin's package metrics and size figures for one module. Computed by PlumbMetrics; read by rules,
/// scores and reporters.
public struct ModuleMetrics: Hashable, Codable, Sendable {
  public var module: ModuleID
  /// Afferent couplings: modules in the workspace that depend on this one.
  public var afferent: Int
  /// Efferent couplings: modules this one depends on.
  public var efferent: Int
  /// I = Ce / (Ca + Ce); 0 when the module has no couplings at all.
  public var instability: Double
  /// A = abstract types / all types; 0 when the module declares no types.
  public var abstractness: Double
  /// D = |A + I − 1|, the distance from the main sequence.
  public var distance: Double
  public var lines: Int
  public var files: Int
  public var types: Int
  /// Test lines / source lines over the test targets that depend on the module; nil when nothing tests it.
  public var testRatio: Double?
  /// The module's layer: 0 for modules that depend on nothing in the workspace.
  public var depth: Int
  /// How many modules depend on this one, directly or not: what a change to it rebuilds.
  public var transitiveDependents: Int

  public init(
    module: ModuleID, afferent: Int, efferent: Int, instability: Double, abstractness: Double, distance: Double,
    lines: Int, files: Int, types: Int, testRatio: Double?, depth: Int, transitiveDependents: Int
  ) {
    self.module = module
    self.afferent = afferent
    self.efferent = efferent
    self.instability = instability
    self.abstractness = abstractness
    self.distance = distance
    self.lines = lines
    self.files = files
    self.types = types
    self.testRatio = testRatio
    self.depth = depth
    self.transitiveDependents = transitiveDependents
  }
}
