import Foundation
import PlumbModel

/// The architecture change between two analyses of a codebase (`plumb diff`): modules and edges added and
/// removed, cycles that are new, findings that are new and fixed (by fingerprint, so moved code is no change),
/// per-module metric deltas, and the score's change (the detected style, each criterion). A value: PlumbKit
/// computes it from two `Pipeline` runs (`ArchitectureDiff(base:head:)`), this module renders it as text, JSON and
/// Markdown.
public struct ArchitectureDiff: Sendable {
  public struct Edge: Hashable, Comparable, Sendable {
    public var from: ModuleID
    public var to: ModuleID
    public init(from: ModuleID, to: ModuleID) {
      self.from = from
      self.to = to
    }
    public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// A metric that changed on a module present on both sides.
  public struct MetricDelta: Hashable, Sendable {
    public var module: ModuleID
    public var metric: String
    public var before: Double
    public var after: Double
    public init(module: ModuleID, metric: String, before: Double, after: Double) {
      self.module = module
      self.metric = metric
      self.before = before
      self.after = after
    }
  }

  /// A criterion of the score whose value changed.
  public struct ScoreDelta: Hashable, Sendable {
    public var criterion: Criterion
    public var before: Int
    public var after: Int
    public var beforeRating: Rating
    public var afterRating: Rating
    public init(criterion: Criterion, before: Int, after: Int, beforeRating: Rating, afterRating: Rating) {
      self.criterion = criterion
      self.before = before
      self.after = after
      self.beforeRating = beforeRating
      self.afterRating = afterRating
    }
  }

  public var base: String
  public var head: String
  public var modulesAdded: [ModuleID]
  public var modulesRemoved: [ModuleID]
  public var edgesAdded: [Edge]
  public var edgesRemoved: [Edge]
  /// Cyclic components of the head that the base does not have, each sorted.
  public var newCycles: [[ModuleID]]
  public var newFindings: [Finding]
  public var fixedFindings: [Finding]
  public var metricDeltas: [MetricDelta]
  /// The detected style on each side, when it changed (`MVVM` → `MVVM-C`).
  public var styleChange: (before: String, after: String)?
  public var scoreDeltas: [ScoreDelta]
  /// The edges of the head graph, to draw the changed part in context.
  public var headEdges: Set<Edge>

  public init(
    base: String, head: String, modulesAdded: [ModuleID], modulesRemoved: [ModuleID], edgesAdded: [Edge],
    edgesRemoved: [Edge], newCycles: [[ModuleID]], newFindings: [Finding], fixedFindings: [Finding],
    metricDeltas: [MetricDelta], styleChange: (before: String, after: String)?, scoreDeltas: [ScoreDelta],
    headEdges: Set<Edge>
  ) {
    self.base = base
    self.head = head
    self.modulesAdded = modulesAdded
    self.modulesRemoved = modulesRemoved
    self.edgesAdded = edgesAdded
    self.edgesRemoved = edgesRemoved
    self.newCycles = newCycles
    self.newFindings = newFindings
    self.fixedFindings = fixedFindings
    self.metricDeltas = metricDeltas
    self.styleChange = styleChange
    self.scoreDeltas = scoreDeltas
    self.headEdges = headEdges
  }

  public var isEmpty: Bool {
    modulesAdded.isEmpty && modulesRemoved.isEmpty && edgesAdded.isEmpty && edgesRemoved.isEmpty
      && newCycles.isEmpty && newFindings.isEmpty && fixedFindings.isEmpty && metricDeltas.isEmpty
      && styleChange == nil && scoreDeltas.isEmpty
  }
}
