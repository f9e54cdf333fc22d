import PlumbModel

/// What a module diagram shows: the filters that keep big graphs readable.
public struct DiagramOptions: Hashable, Sendable {
  /// How products of packages outside the workspace appear.
  public enum Externals: String, Hashable, Sendable, CaseIterable {
    /// One node per external package, however many of its products are used.
    case collapse
    /// Every product as its own node, grouped by package.
    case show
    /// Not at all.
    case hide
  }

  public var includeTests: Bool
  public var externals: Externals
  /// Module names or `container/name` ids to centre the diagram on; empty shows everything.
  public var focus: [String]
  /// How many dependency steps around the focus to keep, in both directions; nil keeps all that is reachable.
  public var depth: Int?
  /// Globs matched against module names and ids, as in the configuration (`*` does not cross a `/`); matching
  /// modules are left out.
  public var exclude: [String]

  public init(
    includeTests: Bool = false, externals: Externals = .collapse, focus: [String] = [], depth: Int? = nil,
    exclude: [String] = []
  ) {
    self.includeTests = includeTests
    self.externals = externals
    self.focus = focus
    self.depth = depth
    self.exclude = exclude
  }
}

extension DiagramOptions {
  /// The `focus` entries that name no module of `graph` (a typo the user should hear about).
  public func unmatchedFocus(in graph: ModuleGraph) -> [String] {
    focus.filter { name in !graph.modules.contains { ModuleSelector.name(name).matches($0) } }
  }
}
