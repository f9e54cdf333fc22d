import Foundation
import PlumbModel
import PlumbReporters

/// `plumb history --edge A B` and `--cycle`: the commit that introduced an edge or a cycle. The sampled revisions
/// (oldest first) are analysed until one has it; then the first-parent line between that sample and the one
/// before it (the line's start for the first sample) is bisected, as `git bisect` would, to the first commit that
/// has it. Like `git bisect`, this assumes that once in, it stays in between the two samples.
extension Introduction {
  /// What is looked for.
  public enum Target: Sendable, Equatable {
    /// An edge from the module named `from` to the one named `to` (names or container/name ids).
    case edge(from: String, to: String)
    /// A cycle: any one when `through` is empty, else one whose modules include all of these.
    case cycle(through: [String])

    var description: String {
      switch self {
      case .edge(let from, let to): "the edge \(from) → \(to)"
      case .cycle(let through) where through.isEmpty: "a cycle"
      case .cycle(let through): "a cycle through \(through.joined(separator: ", "))"
      }
    }
  }

  /// At most this many references are listed per edge; the rest are counted.
  static let referenceLimit = 20

  /// Finds the commit that introduced `target` in the history of `root`.
  /// A file git has no object for is analysed as an empty file: `warning` hears it once per file and object, and a
  /// note says which revisions were analysed so.
  public static func finding(
    _ target: Target, root: URL, sampling: HistorySampling, cacheFolder: URL?,
    progress: @escaping (String) -> Void = { _ in }, warning: @escaping (String) -> Void = { _ in }
  ) throws -> Introduction {
    let sample = try sampling.sample(root: root)
    let position = Dictionary(sample.line.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    // Bisection walks the line: samples off it (a `--revisions` commit on a side branch) cannot bound it.
    let samples = sample.commits.map(\.hash).filter { position[$0] != nil }.sorted { position[$0]! < position[$1]! }
    var notes = ["sampled \(sample.description)"]
    if samples.count < sample.commits.count {
      let off = sample.commits.count - samples.count
      notes.append("\(off) sampled revisions are not on the first-parent line: left out")
    }
    var probes: [String: Probe] = [:]
    var order: [String] = []
    // One worktree for the whole search: each probe checks its commit out in it.
    let found: (commit: String, probe: Probe, previous: Probe?)? = try HistoryCheckout.walkingOnDemand(
      root: root, warnings: MissingObjects.Warnings(warning)
    ) { visit in
      func probe(_ commit: String) throws -> Probe {
        if let known = probes[commit] { return known }
        progress("looking at \(commit.prefix(12)) (\(probes.count + 1) analysed)")
        let result = try visit(commit) { folder in Probe(target, folder: folder, root: root, cacheFolder: cacheFolder) }
        probes[commit] = result
        order.append(commit)
        return result
      }
      guard let hit = try samples.firstIndex(where: { try probe($0).present }) else { return nil }
      var low = hit == 0 ? -1 : position[samples[hit - 1]]!
      var high = position[samples[hit]]!
      notes.append(
        "first sampled revision with it: \(samples[hit].prefix(12))"
          + (hit == 0 ? " (the first sample)" : "; absent at \(samples[hit - 1].prefix(12))"))
      let steps = order.count
      while high - low > 1 {
        let middle = (low + high) / 2
        if try probe(sample.line[middle]).present { high = middle } else { low = middle }
      }
      notes.append("bisection: \(order.count - steps) more revisions analysed between the two")
      let commit = sample.line[high]
      // Its references, with the code as it is at that commit.
      let detailed = try visit(commit) { folder in
        Probe(target, folder: folder, root: root, cacheFolder: cacheFolder, withEvidence: true)
      }
      let previous = low >= 0 ? try probe(sample.line[low]) : nil
      return (commit, detailed, previous)
    }
    guard let found else {
      let last = samples.last.map { String($0.prefix(12)) } ?? "-"
      notes.append("no sampled revision has it; the last one analysed is \(last)")
      // The first in the order analysed: the notes are the same from run to run.
      if let problem = order.compactMap({ probes[$0]?.problem }).first {
        notes.append("a revision could not be analysed: \(problem)")
      }
      notes += incompleteNote(order.compactMap { commit in probes[commit]?.incomplete.map { (commit, $0) } })
      return Introduction(target: target.description, commit: nil, notes: notes)
    }
    if found.previous == nil, HistorySampling.shallowNote(root: root) != nil, found.commit == sample.line.first {
      notes.append("this is the oldest commit of a shallow clone: it may be older (`git fetch --unshallow`)")
    }
    if let problem = found.previous?.problem {
      notes.append("the commit before it could not be analysed: \(problem)")
    }
    notes += incompleteNote(order.compactMap { commit in probes[commit]?.incomplete.map { (commit, $0) } })
    let commit = try HistorySampling.describe([found.commit], root: root).first
    return Introduction(
      target: target.description, commit: found.commit, author: commit?.author, date: commit?.authorDate,
      subject: commit?.subject, cycle: found.probe.cycle.map(\.description),
      references: found.probe.references(newSince: found.previous), notes: notes)
  }

  /// How many analysed revisions lacked files git has no object for, and what the first (in the order analysed)
  /// lacked; no note when none did.
  static func incompleteNote(_ revisions: [(commit: String, incomplete: String)]) -> [String] {
    guard let first = revisions.first else { return [] }
    let count = revisions.count
    return [
      "\(count) analysed revision\(count == 1 ? "" : "s") lacked files in git, first \(first.commit.prefix(12)): "
        + first.incomplete
    ]
  }

  /// What one revision says of the target.
  struct Probe {
    var present = false
    /// The edges between analysed modules at this revision.
    var edges: Set<ArchitectureDiff.Edge> = []
    /// The edges that make the target: the edge, or every edge inside the cycle.
    var making: [ArchitectureDiff.Edge] = []
    var cycle: [ModuleID] = []
    var evidence: [ArchitectureDiff.Edge: EdgeEvidence] = [:]
    var problem: String?
    /// The files git had no object for at this revision, analysed as empty files (`MissingObjects.problem`).
    var incomplete: String?

    init(_ target: Target, folder: URL, root: URL, cacheFolder: URL?, withEvidence: Bool = false) {
      guard FileManager.default.fileExists(atPath: folder.path) else {
        problem = "the folder does not exist at this revision"
        return
      }
      do {
        let pipeline = try Pipeline(root: folder, options: AnalysisOptions(cacheFolder: cacheFolder))
        let scanned = try pipeline.loadAndScan()
        let graph = pipeline.checkedGraph(scanned.graph)
        edges = ArchitectureDiff.edges(of: graph)
        switch target {
        case .edge(let from, let to):
          // A module not there yet (or a name that names two) means the edge is not there either.
          guard let a = try? ModuleLookup.find(from, in: graph, includingExternal: true, option: "--edge"),
            let b = try? ModuleLookup.find(to, in: graph, includingExternal: true, option: "--edge")
          else { return }
          let edge = ArchitectureDiff.Edge(from: a, to: b)
          present = edges.contains(edge)
          making = present ? [edge] : []
        case .cycle(let through):
          let components = graph.digraph.cyclicComponents()
          let wanted = Set(through)
          guard let component = components.first(where: { component in
            wanted.allSatisfy { name in component.contains { $0.name == name || $0.description == name } }
          }) else { return }
          present = true
          cycle = component
          let members = Set(component)
          making = edges.filter { members.contains($0.from) && members.contains($0.to) }.sorted()
        }
        if withEvidence, present {
          let all = pipeline.checkedEvidence(scanned)
          let located = pipeline.locatingUses(making.compactMap { all[$0.from, $0.to] })
          evidence = Dictionary(
            located.map { (ArchitectureDiff.Edge(from: $0.from, to: $0.to), $0) }, uniquingKeysWith: { a, _ in a })
        }
      } catch {
        problem = HistoryCheckout.message(of: error, folder: folder, root: root)
      }
    }

    /// The references of the edges this revision has and `previous` did not (all of them when none is new, or
    /// there is no previous revision).
    func references(newSince previous: Probe?) -> [Reference] {
      let new = making.filter { previous?.edges.contains($0) != true }
      var references: [Reference] = []
      for edge in new.isEmpty ? making : new {
        let name = "\(edge.from) → \(edge.to)"
        guard let evidence = evidence[edge] else {
          references.append(Reference(edge: name, location: nil, what: "no reference found"))
          continue
        }
        var listed = Introduction.references(of: evidence, edge: name)
        if listed.count > Introduction.referenceLimit {
          let left = listed.count - Introduction.referenceLimit
          listed = Array(listed.prefix(Introduction.referenceLimit))
          listed.append(Reference(edge: name, location: nil, what: "and \(left) more"))
        }
        references += listed
      }
      return references
    }
  }

  /// What makes one edge: its declaration, the imports, the type references and member uses, each at its place.
  static func references(of evidence: EdgeEvidence, edge: String) -> [Reference] {
    var references: [Reference] = []
    if let declaration = evidence.declaration {
      references.append(Reference(edge: edge, location: declaration.location, what: "declared (\(declaration.kind))"))
    }
    for item in evidence.imports {
      references.append(Reference(edge: edge, location: item.location, what: "import \(evidence.to.name)"))
    }
    for reference in evidence.typeReferences {
      let what = "\(reference.from) uses \(reference.to)"
      references.append(Reference(edge: edge, location: reference.location, what: what))
    }
    for member in evidence.members {
      references.append(Reference(edge: edge, location: member.location, what: "uses \(member.name)"))
    }
    return references
  }
}

extension HistoryCheckout {
  /// Runs `body` with a `visit` function that moves one temporary folder (`RevisionFolder`, written from git's
  /// objects) to a commit and analyses the folder `root` is at there; the files git has no object for there are
  /// the probe's `incomplete`, and told to `warnings`.
  static func walkingOnDemand<T>(
    root: URL, warnings: MissingObjects.Warnings = MissingObjects.Warnings { _ in },
    _ body: (_ visit: (String, (URL) -> Introduction.Probe) throws -> Introduction.Probe) throws -> T
  ) throws -> T {
    try RevisionFolder.with(root: root) { folder in
      try body { commit, analyse in
        try folder.move(to: commit)
        var probe = analyse(folder.folder)
        if !folder.missing.isEmpty {
          probe.incomplete = MissingObjects.problem(folder.missing)
          warnings.tell(commit: commit, folder.missing)
        }
        return probe
      }
    }
  }
}
