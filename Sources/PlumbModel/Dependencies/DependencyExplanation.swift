/// Why module `from` depends on module `to`: the dependency paths between them, each edge with what makes it, and,
/// when the two are in one cycle, how to break it. The answer of `plumb why`.
public struct DependencyExplanation: Hashable, Codable, Sendable {
  /// Which paths were asked for.
  public enum Mode: String, Hashable, Codable, Sendable {
    /// Every shortest path.
    case shortest
    /// Every simple path, shortest first.
    case all
  }

  public var from: ModuleID
  public var to: ModuleID
  public var mode: Mode
  /// Each path from `from` to `to`, both included; shortest first, then in module order. Empty when `from` does
  /// not depend on `to`.
  public var paths: [[ModuleID]]
  /// How many paths of the asked kind exist, when known (shortest paths are counted, simple paths are not).
  public var total: Int?
  /// False when the limit cut the list.
  public var isComplete: Bool
  /// The limit the paths were listed up to.
  public var limit: Int
  /// The evidence of every edge on the paths, once each, in the order the paths first take them.
  public var edges: [EdgeEvidence]
  /// When `from` does not depend on `to` but `to` depends on `from`: a shortest path from `to` to `from`.
  public var reversePath: [ModuleID]?
  /// When the two modules are in one cycle: the advice for that cycle's component.
  public var cycle: CycleAdvice?

  public var dependsOn: Bool { !paths.isEmpty }

  /// - Parameters:
  ///   - all: every simple path (up to `limit`) instead of every shortest path.
  ///   - advice: the graph's cycle advice, when already worked out.
  public init(
    from: ModuleID, to: ModuleID, evidence: DependencyEvidence, all: Bool = false, limit: Int = 50,
    advice: [CycleAdvice]? = nil
  ) {
    let digraph = evidence.graph.digraph
    let found =
      all
      ? digraph.simplePaths(from: from, to: to, limit: limit)
      : digraph.allShortestPaths(from: from, to: to, limit: limit)
    self.from = from
    self.to = to
    self.mode = all ? .all : .shortest
    self.paths = found.paths
    self.total = found.total
    self.isComplete = found.isComplete
    self.limit = limit
    var seen = Set<[ModuleID]>()
    var edges: [EdgeEvidence] = []
    for path in found.paths {
      for (a, b) in zip(path, path.dropFirst()) where seen.insert([a, b]).inserted {
        edges.append(evidence[a, b] ?? EdgeEvidence(from: a, to: b))
      }
    }
    self.edges = edges
    reversePath = found.paths.isEmpty ? digraph.shortestPath(from: to, to: from) : nil
    if let advice {
      cycle = advice.first { $0.modules.contains(from) && $0.modules.contains(to) }
    } else if let component = digraph.cyclicComponents().first(where: { $0.contains(from) && $0.contains(to) }) {
      cycle = CycleAdvisor.advise(component: component, evidence: evidence)
    } else {
      cycle = nil
    }
  }
}
