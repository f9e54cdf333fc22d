import Foundation
import PlumbModel
import PlumbReporters

/// `plumb history`'s computation: each sampled revision checked out and analysed as `plumb check` and `plumb score`
/// see it (its own `.plumb.yml`), without touching the user's tree.
///
/// All revisions share one temporary folder written from git's objects (`RevisionFolder`, removed at the end and on
/// an interrupt; no checkout, no index), moved from one revision to the next by writing only the paths that
/// changed; the Swift files' bytes go to the scanner from memory; and one facts cache, keyed by content, so a file
/// seen at one revision is not parsed again at the next.
extension ArchitectureHistory {
  /// The history of the folder `root` (inside a git repository) over the revisions `sampling` chooses.
  /// `progress` hears which revision is being analysed.
  public static func analysing(
    root: URL, sampling: HistorySampling, cacheFolder: URL?, timings: StageTimings? = nil,
    progress: @escaping (String) -> Void = { _ in }
  ) throws -> ArchitectureHistory {
    var options = AnalysisOptions(cacheFolder: cacheFolder, timings: timings)
    let memory = RevisionMemory(cacheFolder: cacheFolder)
    options.memory = memory
    defer { timings.measure("save cache") { memory.save() } }
    let sample = try sampling.sample(root: root)
    let hashes = sample.commits.map(\.hash)
    let revisions = try HistoryCheckout.reading(hashes, root: root, timings: timings) { index, folder, contents in
      let commit = sample.commits[index]
      progress("analysing revision \(index + 1) of \(sample.commits.count) (\(commit.hash.prefix(12)))")
      var options = options
      options.sourceContents = contents
      return revision(commit, folder: folder, root: root, options: options)
    }
    return ArchitectureHistory(
      sampling: sample.description, firstParentCommits: sample.line.count,
      shallow: HistorySampling.shallowNote(root: root), revisions: revisions)
  }

  /// One row: what `check`, `metrics` and `score` say of the folder as it is at `commit`. A revision that cannot
  /// be analysed (nothing to analyse yet, an invalid configuration) is a row that says why.
  static func revision(_ commit: HistorySampling.Commit, folder: URL, root: URL, options: AnalysisOptions) -> Revision {
    var row = Revision(commit: commit.hash, date: commit.date, subject: commit.subject)
    guard FileManager.default.fileExists(atPath: folder.path) else {
      row.problem = "the folder does not exist at this revision"
      return row
    }
    do {
      let pipeline = try Pipeline(root: folder, options: options)
      let scanned = try pipeline.loadAndScan()
      let report = pipeline.check(scanned)
      // A row shows the codebase's style, not each module's.
      let score = pipeline.score(scanned, eachModule: false)
      let graph = report.graph
      let analysed = Set(graph.modules.filter { !$0.isExternal }.map(\.id))
      row.modules = analysed.count
      row.edges = ArchitectureDiff.edges(of: graph).count
      row.cycles = graph.digraph.cyclicComponents().count
      row.findingsByRule = Dictionary(grouping: report.findings, by: \.ruleID).mapValues(\.count)
      row.findingsBySeverity = Dictionary(
        uniqueKeysWithValues: Severity.allCases.map { severity in
          (severity.rawValue, report.findings.filter { $0.severity == severity }.count)
        })
      row.metrics = workspaceMetrics(report.metrics.modules.filter { analysed.contains($0.module) }, report: report)
      row.style = ArchitectureDiff.style(score.detection)
      row.criteria = Dictionary(uniqueKeysWithValues: score.criteria.map { ($0.criterion.rawValue, $0.score) })
      row.diagnostics = report.diagnostics.count
    } catch {
      row.problem = HistoryCheckout.message(of: error, folder: folder, root: root)
    }
    return row
  }

  /// The workspace's figures from the analysed modules' metrics.
  static func workspaceMetrics(_ modules: [ModuleMetrics], report: CheckReport) -> WorkspaceMetrics {
    let count = Double(max(1, modules.count))
    // Rounded so that the JSON's digits do not depend on the order the sums were taken in.
    func mean(_ value: (ModuleMetrics) -> Double) -> Double {
      (modules.map(value).reduce(0, +) / count * 10_000).rounded() / 10_000
    }
    return WorkspaceMetrics(
      lines: modules.map(\.lines).reduce(0, +), files: modules.map(\.files).reduce(0, +),
      types: modules.map(\.types).reduce(0, +), meanInstability: mean(\.instability), meanDistance: mean(\.distance),
      maxDepth: modules.map(\.depth).max() ?? 0, longestBuildPathLines: report.metrics.longestBuildPathLines,
      longestBuildPathModules: report.metrics.longestBuildPath.count)
  }
}

/// The revisions `plumb history` analyses, read from git one after the other.
enum HistoryCheckout {
  /// Calls `body` with each commit's index, the folder that `root` is at that commit and the bytes of its Swift
  /// files (root-relative paths), in order: one `RevisionFolder` moved from commit to commit.
  static func reading<T>(
    _ commits: [String], root: URL, timings: StageTimings? = nil, _ body: (Int, URL, [String: Data]) throws -> T
  ) throws -> [T] {
    guard !commits.isEmpty else { return [] }
    return try RevisionFolder.with(root: root) { folder in
      var results: [T] = []
      for (index, commit) in commits.enumerated() {
        let contents = try timings.measure("read revision") { try folder.move(to: commit, timings: timings) }
        results.append(try body(index, folder.folder, contents))
      }
      return results
    }
  }

  /// What went wrong, with the temporary folder named as the user's own (the output names no random folder, and is
  /// the same from run to run).
  static func message(of error: Error, folder: URL, root: URL) -> String {
    let text = (error as? PlumbError)?.description ?? "\(error)"
    return text.replacingOccurrences(of: folder.path, with: root.path)
  }

  /// Where `root` is inside its repository ("" at the top), as `GitWorktrees` places it in the worktree.
  static func relativePath(of root: URL) throws -> String {
    let top = try GitWorktrees.topLevel(of: root).path
    let path = root.standardizedFileURL.resolvingSymlinksInPath().path
    return path == top ? "" : String(path.dropFirst(top.count + 1))
  }
}
