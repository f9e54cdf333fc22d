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
  /// Glob patterns (`*`, `?`) matched against module names and ids; matching modules are left out.
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
    focus.filter { name in !graph.modules.contains { $0.name == name || $0.id.description == name } }
  }
}

/// Shell-style glob matching (`*` any run, `?` one character), over whole strings.
enum Glob {
  static func matches(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern)
    let t = Array(text)
    var pi = 0
    var ti = 0
    var starP = -1
    var starT = 0
    while ti < t.count {
      if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
        pi += 1
        ti += 1
      } else if pi < p.count, p[pi] == "*" {
        starP = pi
        starT = ti
        pi += 1
      } else if starP >= 0 {
        pi = starP + 1
        starT += 1
        ti = starT
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
