import Foundation
import PlumbModel
import PlumbReporters

/// `plumb diff`'s computation: the change between two analyses (`Pipeline` runs on two revisions or folders).
/// The value and its rendering are `PlumbReporters.ArchitectureDiff`; the worktrees are `GitWorktrees`.
extension ArchitectureDiff {
  /// One side: the graph `check` judged, its findings and its metrics.
  public struct Side: Sendable {
    public var label: String
    public var graph: ModuleGraph
    public var findings: [Finding]
    public var metrics: [ModuleID: ModuleMetrics]
    /// `plumb score`'s answer on this side; nil leaves the score out of the diff.
    public var score: ArchitectureScore?
    /// What could not be read on this side (a broken manifest at one revision), said with the diff.
    public var diagnostics: [Diagnostic]

    public init(
      label: String, graph: ModuleGraph, findings: [Finding], metrics: [ModuleID: ModuleMetrics],
      score: ArchitectureScore? = nil, diagnostics: [Diagnostic] = []
    ) {
      self.label = label
      self.graph = graph
      self.findings = findings
      self.metrics = metrics
      self.score = score
      self.diagnostics = diagnostics
    }

    public init(label: String, report: CheckReport, score: ArchitectureScore? = nil) {
      self.init(
        label: label, graph: report.graph, findings: report.findings, metrics: report.metrics.byModule, score: score,
        diagnostics: report.diagnostics)
    }

    /// The side as `plumb check` and `plumb score` see the folder: one facts cache for both sides (it is keyed
    /// by content, so unchanged files are scanned once). A folder that cannot be analysed is named by its side.
    public static func analysing(_ folder: URL, label: String, cacheFolder: URL?) throws -> Side {
      do {
        let pipeline = try Pipeline(root: folder, options: AnalysisOptions(cacheFolder: cacheFolder))
        let scanned = try pipeline.loadAndScan()
        return Side(label: label, report: pipeline.check(scanned), score: pipeline.score(scanned))
      } catch let error as PlumbError {
        throw PlumbError("\(label): \(error.description)")
      }
    }
  }

  /// `plumb diff BASE [HEAD]`: two revisions of the git repository `root` is in (each checked out in a temporary
  /// worktree, `GitWorktrees`), a revision and the working tree of `root`, or two folders compared as they are.
  /// Each side's problems (a manifest broken at one revision) come back with the change.
  public static func compare(
    base: String, head: String?, root: URL, currentDirectory: URL
  ) throws -> (diff: ArchitectureDiff, sides: [Side]) {
    let cache = AnalysisOptions.defaultCacheFolder(root: root)
    func folder(_ text: String) -> URL? {
      var directory: ObjCBool = false
      let url = URL(fileURLWithPath: text, relativeTo: currentDirectory).standardizedFileURL
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
        ? url : nil
    }
    let baseSide: Side
    let headSide: Side
    if let baseFolder = folder(base), let head, let headFolder = folder(head) {
      baseSide = try .analysing(baseFolder, label: base, cacheFolder: cache)
      headSide = try .analysing(headFolder, label: head, cacheFolder: cache)
    } else {
      baseSide = try GitWorktrees.with(base, root: root) { try Side.analysing($0, label: base, cacheFolder: cache) }
      if let head {
        headSide = try GitWorktrees.with(head, root: root) { try Side.analysing($0, label: head, cacheFolder: cache) }
      } else {
        headSide = try .analysing(root, label: "working tree", cacheFolder: cache)
      }
    }
    return (ArchitectureDiff(base: baseSide, head: headSide), [baseSide, headSide])
  }

  /// The change from `base` to `head`.
  public init(base: Side, head: Side) {
    let baseModules = Set(base.graph.modules.map(\.id))
    let headModules = Set(head.graph.modules.map(\.id))
    let baseEdges = Self.edges(of: base.graph)
    let headEdges = Self.edges(of: head.graph)
    let baseCycles = Set(base.graph.digraph.cyclicComponents())
    let baseFingerprints = Set(base.findings.map(\.fingerprint))
    let headFingerprints = Set(head.findings.map(\.fingerprint))
    let score = Self.scoreChange(from: base.score, to: head.score)
    self.init(
      base: base.label, head: head.label,
      modulesAdded: headModules.subtracting(baseModules).sorted(),
      modulesRemoved: baseModules.subtracting(headModules).sorted(),
      edgesAdded: headEdges.subtracting(baseEdges).sorted(), edgesRemoved: baseEdges.subtracting(headEdges).sorted(),
      newCycles: head.graph.digraph.cyclicComponents().filter { !baseCycles.contains($0) },
      newFindings: head.findings.filter { !baseFingerprints.contains($0.fingerprint) }.sorted(),
      fixedFindings: base.findings.filter { !headFingerprints.contains($0.fingerprint) }.sorted(),
      metricDeltas: Self.metricDeltas(
        of: headModules.intersection(baseModules).sorted(), before: base.metrics, after: head.metrics),
      styleChange: score.style, scoreDeltas: score.criteria, headEdges: headEdges)
  }

  /// The dependencies between two different modules.
  static func edges(of graph: ModuleGraph) -> Set<Edge> {
    Set(graph.dependencies.filter { $0.from != $0.to }.map { Edge(from: $0.from, to: $0.to) })
  }

  /// The metrics that moved by more than rounding on each module present on both sides.
  static func metricDeltas(
    of modules: [ModuleID], before: [ModuleID: ModuleMetrics], after: [ModuleID: ModuleMetrics]
  ) -> [MetricDelta] {
    var deltas: [MetricDelta] = []
    for module in modules {
      guard let before = before[module], let after = after[module] else { continue }
      let pairs: [(String, Double, Double)] = [
        ("Ca", Double(before.afferent), Double(after.afferent)),
        ("Ce", Double(before.efferent), Double(after.efferent)),
        ("I", before.instability, after.instability),
        ("D", before.distance, after.distance),
        ("depth", Double(before.depth), Double(after.depth)),
        ("lines", Double(before.lines), Double(after.lines)),
      ]
      for (name, old, new) in pairs where abs(old - new) > 0.005 {
        deltas.append(MetricDelta(module: module, metric: name, before: old, after: new))
      }
    }
    return deltas
  }

  /// The detected style when it changed, and each criterion whose value changed; nothing when a side has no score.
  static func scoreChange(
    from before: ArchitectureScore?, to after: ArchitectureScore?
  ) -> (style: (before: String, after: String)?, criteria: [ScoreDelta]) {
    guard let before, let after else { return (nil, []) }
    let was = style(before.detection)
    let now = style(after.detection)
    var criteria: [ScoreDelta] = []
    for old in before.criteria {
      guard let new = after.criteria.first(where: { $0.criterion == old.criterion }), new.score != old.score else {
        continue
      }
      criteria.append(
        ScoreDelta(
          criterion: old.criterion, before: old.score, after: new.score, beforeRating: old.rating,
          afterRating: new.rating))
    }
    return (was == now ? nil : (before: was, after: now), criteria)
  }

  /// The detected style as `plumb score` names it, with its structure.
  static func style(_ detection: StyleDetection) -> String {
    "\(detection.style.rawValue), \(detection.structure.rawValue)"
  }
}
