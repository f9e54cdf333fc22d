import Foundation
import PlumbModel

/// The architecture change between two analyses of a codebase (`plumb diff`): modules and edges added and
/// removed, cycles that are new, findings that are new and fixed (by fingerprint, so moved code is no change), and
/// per-module metric deltas, and the score's change (the detected style, each criterion). Pure: the two sides come from `Pipeline` runs on two revisions or folders.
public struct ArchitectureDiff: Sendable {
  /// One side: the graph `check` judged, its findings and its metrics.
  public struct Side: Sendable {
    public var label: String
    public var graph: ModuleGraph
    public var findings: [Finding]
    public var metrics: [ModuleID: ModuleMetrics]
    /// `plumb score`'s answer on this side; nil leaves the score out of the diff.
    public var score: ArchitectureScore?

    public init(
      label: String, graph: ModuleGraph, findings: [Finding], metrics: [ModuleID: ModuleMetrics],
      score: ArchitectureScore? = nil
    ) {
      self.label = label
      self.graph = graph
      self.findings = findings
      self.metrics = metrics
      self.score = score
    }

    public init(label: String, report: CheckReport, score: ArchitectureScore? = nil) {
      self.init(
        label: label, graph: report.graph, findings: report.findings, metrics: report.metrics.byModule, score: score)
    }
  }

  public struct Edge: Hashable, Comparable, Sendable {
    public var from: ModuleID
    public var to: ModuleID
    public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// A metric that changed on a module present on both sides.
  public struct MetricDelta: Hashable, Sendable {
    public var module: ModuleID
    public var metric: String
    public var before: Double
    public var after: Double
  }

  /// A criterion of the score whose value changed.
  public struct ScoreDelta: Hashable, Sendable {
    public var criterion: Criterion
    public var before: Int
    public var after: Int
    public var beforeRating: Rating
    public var afterRating: Rating
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
  let headEdges: Set<Edge>

  public init(base: Side, head: Side) {
    self.base = base.label
    self.head = head.label
    let baseModules = Set(base.graph.modules.map(\.id))
    let headModules = Set(head.graph.modules.map(\.id))
    modulesAdded = headModules.subtracting(baseModules).sorted()
    modulesRemoved = baseModules.subtracting(headModules).sorted()
    let baseEdges = Set(base.graph.dependencies.filter { $0.from != $0.to }.map { Edge(from: $0.from, to: $0.to) })
    let headEdges = Set(head.graph.dependencies.filter { $0.from != $0.to }.map { Edge(from: $0.from, to: $0.to) })
    edgesAdded = headEdges.subtracting(baseEdges).sorted()
    edgesRemoved = baseEdges.subtracting(headEdges).sorted()
    self.headEdges = headEdges
    let baseCycles = Set(base.graph.digraph.cyclicComponents())
    newCycles = head.graph.digraph.cyclicComponents().filter { !baseCycles.contains($0) }
    let baseFingerprints = Set(base.findings.map(\.fingerprint))
    let headFingerprints = Set(head.findings.map(\.fingerprint))
    newFindings = head.findings.filter { !baseFingerprints.contains($0.fingerprint) }.sorted()
    fixedFindings = base.findings.filter { !headFingerprints.contains($0.fingerprint) }.sorted()
    var deltas: [MetricDelta] = []
    for module in headModules.intersection(baseModules).sorted() {
      guard let before = base.metrics[module], let after = head.metrics[module] else { continue }
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
    metricDeltas = deltas
    var scoreDeltas: [ScoreDelta] = []
    if let before = base.score, let after = head.score {
      let was = Self.style(before.detection)
      let now = Self.style(after.detection)
      if was != now { styleChange = (was, now) }
      for old in before.criteria {
        guard let new = after.criteria.first(where: { $0.criterion == old.criterion }), new.score != old.score else {
          continue
        }
        scoreDeltas.append(
          ScoreDelta(
            criterion: old.criterion, before: old.score, after: new.score, beforeRating: old.rating,
            afterRating: new.rating))
      }
    }
    self.scoreDeltas = scoreDeltas
  }

  /// The detected style as `plumb score` names it, with its structure.
  static func style(_ detection: StyleDetection) -> String {
    "\(detection.style.rawValue), \(detection.structure.rawValue)"
  }

  public var isEmpty: Bool {
    modulesAdded.isEmpty && modulesRemoved.isEmpty && edgesAdded.isEmpty && edgesRemoved.isEmpty
      && newCycles.isEmpty && newFindings.isEmpty && fixedFindings.isEmpty && metricDeltas.isEmpty
      && styleChange == nil && scoreDeltas.isEmpty
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }

  static func finding(_ finding: Finding) -> String {
    let place = finding.location.map { "\($0.file):\($0.line)" } ?? ""
    return "\(finding.severity.rawValue) [\(finding.ruleID)] \(finding.message)\(place.isEmpty ? "" : " (\(place))")"
  }

  // MARK: Text

  public var text: String {
    var lines = ["architecture change \(base) → \(head)"]
    func section(_ title: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      lines.append("\(title) (\(items.count)):")
      lines += items.map { "  \($0)" }
    }
    section("modules added", modulesAdded.map(\.description))
    section("modules removed", modulesRemoved.map(\.description))
    section("edges added", edgesAdded.map { "\($0.from) -> \($0.to)" })
    section("edges removed", edgesRemoved.map { "\($0.from) -> \($0.to)" })
    section("new cycles", newCycles.map { $0.map(\.description).joined(separator: " <-> ") })
    section("new findings", newFindings.map(Self.finding))
    section("fixed findings", fixedFindings.map(Self.finding))
    section(
      "metric changes",
      metricDeltas.map { "\($0.module) \($0.metric): \(Self.number($0.before)) -> \(Self.number($0.after))" })
    section("style", styleChange.map { ["\($0.before) -> \($0.after)"] } ?? [])
    section(
      "score changes",
      scoreDeltas.map {
        "\($0.criterion.rawValue): \($0.before) (\($0.beforeRating.rawValue)) -> \($0.after) (\($0.afterRating.rawValue))"
      })
    if isEmpty { lines.append("no architecture change") }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: JSON

  public var json: String {
    func edge(_ edge: Edge) -> [String: String] { ["from": edge.from.description, "to": edge.to.description] }
    func finding(_ finding: Finding) -> [String: Any] {
      var object: [String: Any] = [
        "rule": finding.ruleID, "severity": finding.severity.rawValue, "message": finding.message,
        "fingerprint": finding.fingerprint, "modules": finding.modules.map(\.description),
      ]
      if let location = finding.location { object["file"] = location.file; object["line"] = location.line }
      return object
    }
    let object: [String: Any] = [
      "base": base, "head": head,
      "modules": ["added": modulesAdded.map(\.description), "removed": modulesRemoved.map(\.description)],
      "edges": ["added": edgesAdded.map(edge), "removed": edgesRemoved.map(edge)],
      "newCycles": newCycles.map { $0.map(\.description) },
      "findings": ["new": newFindings.map(finding), "fixed": fixedFindings.map(finding)],
      "metrics": metricDeltas.map {
        ["module": $0.module.description, "metric": $0.metric, "before": $0.before, "after": $0.after] as [String: Any]
      },
      "score": [
        "style": styleChange.map { ["before": $0.before, "after": $0.after] } as Any? ?? NSNull(),
        "criteria": scoreDeltas.map {
          [
            "criterion": $0.criterion.rawValue, "before": $0.before, "after": $0.after,
            "beforeRating": $0.beforeRating.rawValue, "afterRating": $0.afterRating.rawValue,
          ] as [String: Any]
        },
      ] as [String: Any],
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  // MARK: Markdown

  public var markdown: String {
    var lines = ["## Architecture change: `\(base)` → `\(head)`", ""]
    if isEmpty {
      lines.append("No architecture change: the same modules, dependencies and findings.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += [
      "| | added | removed |", "|---|---|---|",
      "| modules | \(modulesAdded.count) | \(modulesRemoved.count) |",
      "| dependencies | \(edgesAdded.count) | \(edgesRemoved.count) |",
      "| findings | \(newFindings.count) new | \(fixedFindings.count) fixed |",
      "",
    ]
    if !newCycles.isEmpty {
      lines.append("**New cycles:** " + newCycles.map { "`" + $0.map(\.name).joined(separator: " ↔ ") + "`" }.joined(separator: ", "))
      lines.append("")
    }
    if let diagram = mermaid {
      lines += ["### What changed in the graph", "", "```mermaid", diagram, "```", ""]
    }
    func table(_ title: String, _ findings: [Finding]) {
      guard !findings.isEmpty else { return }
      lines += ["### \(title)", "", "| severity | rule | message | where |", "|---|---|---|---|"]
      for finding in findings {
        let place = finding.location.map { "`\($0.file):\($0.line)`" } ?? ""
        let message = finding.message.replacingOccurrences(of: "|", with: "\\|")
        lines.append("| \(finding.severity.rawValue) | `\(finding.ruleID)` | \(message) | \(place) |")
      }
      lines.append("")
    }
    table("New findings", newFindings)
    table("Fixed findings", fixedFindings)
    if styleChange != nil || !scoreDeltas.isEmpty {
      lines += ["### Score", ""]
      if let styleChange { lines += ["Detected style: \(styleChange.before) → **\(styleChange.after)**", ""] }
      if !scoreDeltas.isEmpty {
        lines += ["| criterion | before | after |", "|---|---|---|"]
        for delta in scoreDeltas {
          lines.append(
            "| \(delta.criterion.rawValue) | \(delta.before) (\(delta.beforeRating.rawValue)) "
              + "| \(delta.after) (\(delta.afterRating.rawValue)) |")
        }
        lines.append("")
      }
    }
    if !metricDeltas.isEmpty {
      lines += ["### Metrics", "", "| module | metric | before | after |", "|---|---|---|---|"]
      for delta in metricDeltas {
        lines.append("| \(delta.module.name) | \(delta.metric) | \(Self.number(delta.before)) | \(Self.number(delta.after)) |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Mermaid flowchart of the changed part: the ends of every added or removed edge and every added or removed
  /// module, the head's other edges between them for context, added edges thick and green, removed ones dashed
  /// and red, added modules green, removed ones red. Nil when no edge or module changed.
  public var mermaid: String? {
    var nodes = Set(modulesAdded + modulesRemoved)
    for edge in edgesAdded + edgesRemoved {
      nodes.insert(edge.from)
      nodes.insert(edge.to)
    }
    guard !nodes.isEmpty else { return nil }
    let sorted = nodes.sorted()
    let ids = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, "m\($0)") })
    var lines = ["flowchart TD"]
    for node in sorted {
      let label = node.name.replacingOccurrences(of: "\"", with: "#quot;")
      lines.append("  \(ids[node]!)[\"\(label)\"]")
    }
    let added = Set(edgesAdded)
    let context = headEdges.filter { nodes.contains($0.from) && nodes.contains($0.to) && !added.contains($0) }.sorted()
    var index = 0
    var addedLinks: [Int] = []
    var removedLinks: [Int] = []
    for edge in context {
      lines.append("  \(ids[edge.from]!) --> \(ids[edge.to]!)")
      index += 1
    }
    for edge in edgesAdded {
      lines.append("  \(ids[edge.from]!) ==>|new| \(ids[edge.to]!)")
      addedLinks.append(index)
      index += 1
    }
    for edge in edgesRemoved {
      lines.append("  \(ids[edge.from]!) -.->|removed| \(ids[edge.to]!)")
      removedLinks.append(index)
      index += 1
    }
    if !addedLinks.isEmpty {
      lines.append("  linkStyle \(addedLinks.map(String.init).joined(separator: ",")) stroke:#1a7f37,stroke-width:3px")
    }
    if !removedLinks.isEmpty {
      lines.append("  linkStyle \(removedLinks.map(String.init).joined(separator: ",")) stroke:#cf222e,stroke-dasharray:4")
    }
    for module in modulesAdded { lines.append("  style \(ids[module]!) fill:#dafbe1,stroke:#1a7f37") }
    for module in modulesRemoved { lines.append("  style \(ids[module]!) fill:#ffebe9,stroke:#cf222e") }
    return lines.joined(separator: "\n")
  }
}

/// Revisions of a git repository checked out into temporary worktrees (`git worktree add --detach`), removed
/// afterwards: the user's working tree, index and branches are never touched.
public enum RevisionWorktree {
  /// Runs `body` with the folder that `root` is at `revision` (the same path inside the repository).
  public static func with<T>(_ revision: String, root: URL, _ body: (URL) throws -> T) throws -> T {
    let commit = try ChangeSet.commit(of: revision, root: root)
    let top = URL(
      fileURLWithPath: String(decoding: try ChangeSet.git(["rev-parse", "--show-toplevel"], in: root), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    ).standardizedFileURL.resolvingSymlinksInPath()
    let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
    let inside = rootPath == top.path ? "" : String(rootPath.dropFirst(top.path.count + 1))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-diff-\(UUID().uuidString)")
    _ = try ChangeSet.git(["worktree", "add", "--detach", "--quiet", folder.path, commit], in: root)
    defer {
      _ = try? ChangeSet.git(["worktree", "remove", "--force", folder.path], in: root)
      try? FileManager.default.removeItem(at: folder)
      _ = try? ChangeSet.git(["worktree", "prune"], in: root)
    }
    return try body(inside.isEmpty ? folder : folder.appendingPathComponent(inside))
  }
}
