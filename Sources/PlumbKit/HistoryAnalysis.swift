import Foundation
import PlumbModel
import PlumbReporters

/// `plumb history`'s computation: each sampled revision checked out and analysed as `plumb check` and `plumb score`
/// see it (its own `.plumb.yml`), without touching the user's tree.
///
/// The revisions are written from git's objects into temporary folders (`RevisionFolder`, removed at the end and on
/// an interrupt; no checkout, no index), each moved from one revision to the next by writing only the paths that
/// changed; the Swift files' bytes go to the scanner from memory; and one facts cache, keyed by content, so a file
/// seen at one revision is not parsed again at the next. The first revision's scan runs alone (it parses on every
/// core); then the others are analysed in lanes at the same time (`HistoryCheckout.reading`), each lane with its own
/// last load and scan (`RevisionMemory.lane()`); the rows are in the revisions' order whatever order they were
/// analysed in.
extension ArchitectureHistory {
  /// The history of the folder `root` (inside a git repository) over the revisions `sampling` chooses, analysed in
  /// at most `lanes` lanes at a time (1: one revision after another; nil: `HistoryCheckout.defaultLanes`).
  /// `progress` hears how many are done. A file git has no object for is analysed as an empty file: its row's
  /// `problem` says so, and `warning` hears it once per file and object, in the commits' order, when all are done.
  public static func analysing(
    root: URL, sampling: HistorySampling, cacheFolder: URL?, timings: StageTimings? = nil, lanes: Int? = nil,
    progress: @escaping @Sendable (String) -> Void = { _ in }, warning: @escaping (String) -> Void = { _ in }
  ) throws -> ArchitectureHistory {
    let lanes = max(1, lanes ?? HistoryCheckout.defaultLanes)
    // Asked of git beside the sampling and the revisions, each on a thread of its own: whether the clone is shallow,
    // and the commits' dates and subjects, which the revisions' analysis does not need.
    let shallow = Later { HistorySampling.shallowNote(root: root) }
    let memory = RevisionMemory(cacheFolder: cacheFolder)
    defer {
      timings.measure("save cache") { memory.save() }
      // Each file parsed once across the lanes (`FactsCache.claim`): as many parses as different contents new.
      if let timings, let counts = memory.facts?.gathered?.counts {
        timings.count("files parsed", counts.made)
        timings.count("different contents parsed", counts.contents)
      }
    }
    var chosen: HistorySampling.Chosen?
    var described: Later<Result<[HistorySampling.Commit], Error>>?
    let memories = [memory] + (1..<lanes).map { _ in memory.lane() }
    let firstScanned = HistoryCheckout.Gate()
    let walking = WalkingLanes()
    var done: DoneCount?
    let missing = MissingByIndex()
    var revisions = try HistoryCheckout.reading(
      choosing: {
        let sample = try sampling.choose(root: root)
        chosen = sample
        described = Later { Result { try HistorySampling.describe(sample.hashes, root: root) } }
        done = DoneCount(total: sample.hashes.count, progress: progress)
        return sample.hashes
      }, likelyLast: sampling.endsAtHead ? "HEAD" : nil, root: root, lanes: lanes, timings: timings,
      firstScanned: firstScanned, walking: walking, missing: missing.set
    ) { index, lane, folder, contents in
      var options = AnalysisOptions(cacheFolder: cacheFolder, timings: timings)
      // The first revision is scanned while the other lanes wait for its facts: it takes every core.
      options.threads = index == 0 ? 0 : walking.threads
      options.memory = memories[lane]
      options.sourceContents = contents
      let row = revision(chosen!.hashes[index], folder: folder, root: root, options: options) {
        if index == 0 { firstScanned.open() }
      }
      done?.add()
      return row
    }
    guard let chosen, let described else { throw PlumbError("no commit was chosen") }
    let commits = try described.value.get()
    for index in revisions.indices { revisions[index].describe(commits[index]) }
    let warnings = MissingObjects.Warnings(warning)
    for (index, files) in missing.all() {
      revisions[index].problem = MissingObjects.problem(files, besides: revisions[index].problem)
      warnings.tell(commit: revisions[index].commit, files)
    }
    return ArchitectureHistory(
      sampling: chosen.description, firstParentCommits: chosen.line.count,
      shallow: shallow.value, revisions: revisions)
  }

  /// The files git had no object for, by the index of the revision missing them (`HistoryCheckout.reading`'s
  /// lanes tell them at the same time).
  private final class MissingByIndex: @unchecked Sendable {
    // Sendable: `files` is behind the lock.
    private let lock = NSLock()
    private var files: [Int: [RevisionFolder.Missing]] = [:]

    func set(_ index: Int, _ missing: [RevisionFolder.Missing]) { lock.withLock { files[index] = missing } }

    /// By index, in order.
    func all() -> [(Int, [RevisionFolder.Missing])] { lock.withLock { files.sorted { $0.key < $1.key } } }
  }

  /// How many revisions are analysed, told to the progress line as each is done (in any order).
  private final class DoneCount: @unchecked Sendable {
    // Sendable: `count` is behind the lock.
    private let lock = NSLock()
    private var count = 0
    private let total: Int
    private let progress: @Sendable (String) -> Void

    init(total: Int, progress: @escaping @Sendable (String) -> Void) {
      self.total = total
      self.progress = progress
      progress(Self.message(0, of: total))
    }

    /// One more done; told holding the lock, so that the counts are told in order.
    func add() {
      lock.withLock {
        count += 1
        progress(Self.message(count, of: total))
      }
    }

    static func message(_ done: Int, of total: Int) -> String { "analysing revisions: \(done) of \(total) done" }
  }

  /// One row: what `check`, `metrics` and `score` say of the folder as it is at `commit`. A revision that cannot
  /// be analysed (nothing to analyse yet, an invalid configuration) is a row that says why. `scanned` is told when
  /// the files are scanned (their facts gathered), before the checks and the score.
  static func revision(
    _ commit: HistorySampling.Commit, folder: URL, root: URL, options: AnalysisOptions, scanned: () -> Void = {}
  ) -> Revision {
    var row = revision(commit.hash, folder: folder, root: root, options: options, scanned: scanned)
    row.describe(commit)
    return row
  }

  /// `revision(_:folder:root:options:scanned:)` of the commit `hash`, without its date and subject (`describe`).
  static func revision(
    _ hash: String, folder: URL, root: URL, options: AnalysisOptions, scanned: () -> Void = {}
  ) -> Revision {
    var row = Revision(commit: hash, date: "", subject: "")
    guard FileManager.default.fileExists(atPath: folder.path) else {
      row.problem = "the folder does not exist at this revision"
      return row
    }
    do {
      let pipeline = try Pipeline(root: folder, options: options)
      let workspace = try pipeline.loadAndScan()
      scanned()
      let report = pipeline.check(workspace)
      // A row shows the codebase's style, not each module's; the metrics are the check's.
      let score = pipeline.score(workspace, eachModule: false, checked: report)
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

extension ArchitectureHistory.Revision {
  /// The commit's date and subject, as the row shows them.
  mutating func describe(_ commit: HistorySampling.Commit) {
    date = commit.date
    subject = commit.subject
  }
}

/// The revisions `plumb history` analyses, read from git.
enum HistoryCheckout {
  /// How many revisions `plumb history` analyses at a time: one per active core, at most 4. A revision's analysis
  /// after the first is mostly work on one core (load, interpret, rules, score: the facts cache spares the parse);
  /// each lane past the first writes a whole revision into a folder of its own first, and parses on its own the
  /// files changed since the first sample.
  static var defaultLanes: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

  /// Calls `body` with each commit's index, the lane analysing it (0 up to `lanes` - 1), the folder that `root` is
  /// at that commit and the bytes of its Swift files (root-relative paths); returns the results in the commits'
  /// order. The commits after the first are cut into `lanes` runs of consecutive commits (`consecutiveRuns`), and
  /// each two neighbouring runs make one stretch that two lanes walk towards each other (`Stretch`): one from its
  /// first commit onwards, the other from its last commit backwards, each taking the next commit at its end until
  /// they meet. Where they meet follows the work, not the count: a history's later commits are mostly the larger
  /// ones, and a cut by count left one lane with most of the work. Each lane reads its commits on a thread of its
  /// own in a `RevisionFolder` of its own moved from commit to commit, a neighbour's each time (the first lane's
  /// stretch begins with the first commit). The other lanes write their first commit's folder while the first
  /// commit is analysed, then wait for `firstScanned` (opened by `body` when the first commit's files are scanned,
  /// else when its `body` returns), so that they find its files' facts instead of parsing them again. `body` is
  /// called from these threads at the same time: what it shares across lanes must be safe for that. A lane that
  /// fails stops the others before their next commit; the first error is thrown.
  static func reading<T>(
    _ commits: [String], root: URL, lanes: Int = 1, timings: StageTimings? = nil, firstScanned: Gate = Gate(),
    _ body: (_ index: Int, _ lane: Int, _ folder: URL, _ contents: [String: Data]) throws -> T
  ) throws -> [T] {
    guard !commits.isEmpty else { return [] }
    return try reading(
      choosing: { commits }, root: root, lanes: lanes, timings: timings, firstScanned: firstScanned, body)
  }

  /// `reading(_:root:lanes:timings:firstScanned:_:)` of the commits `choosing` gives, chosen by the first lane
  /// while git is asked for the top folder and the other lanes open their folders (git answering one question after
  /// another left a core idle). The lane that starts at the last commit reads `likelyLast` meanwhile (a revision the
  /// last commit is likely to be: `HEAD` when the sampling ends there), so that most of its first revision is
  /// written when the commits are known; a wrong guess costs that reading only (the folder moves from it as from
  /// any revision). Lanes past what the commits need open a folder and stop. `missing` hears a commit's index with
  /// the files below `root` that git has no object for there (`RevisionFolder.missing`), when there are some.
  static func reading<T>(
    choosing: () throws -> [String], likelyLast: String? = nil, root: URL, lanes: Int = 1,
    timings: StageTimings? = nil, firstScanned: Gate = Gate(), walking: WalkingLanes = WalkingLanes(),
    missing: (_ index: Int, _ files: [RevisionFolder.Missing]) -> Void = { _, _ in },
    _ body: (_ index: Int, _ lane: Int, _ folder: URL, _ contents: [String: Data]) throws -> T
  ) throws -> [T] {
    let lanes = max(1, lanes)
    // Asked once for every lane (each lane's folder stands for the top folder), beside the choosing.
    let topLevel = Later { Result { try GitWorktrees.topLevel(of: root) } }
    let chosen = Chosen<T>()
    func choose() -> Plan<T>? {
      do {
        let commits = try choosing()
        guard !commits.isEmpty else { return chosen.set(nil) }
        var runs = consecutiveRuns(of: Array(commits.indices.dropFirst()), count: lanes)
        if runs.isEmpty { runs = [[]] }
        runs[0].insert(0, at: 0)
        walking.start(runs.count)
        return chosen.set(
          Plan(
            commits: commits, stretches: Stretch.pairing(runs), lanes: runs.count,
            results: LaneResults(count: commits.count)))
      } catch {
        chosen.fail(error)
        return nil
      }
    }
    func walk(_ plan: Plan<T>, lane: Int, in folder: RevisionFolder) throws {
      let forward = lane % 2 == 0
      let (commits, results) = (plan.commits, plan.results)
      defer { walking.finished() }
      while !results.failed, let index = plan.stretches[lane / 2].take(forward: forward) {
        let contents = try timings.measure("read revision") { try folder.move(to: commits[index], timings: timings) }
        // The lane's next commit is read from git while this one is analysed (the other end of the stretch may take
        // it first: its blobs then serve the lane's next commit, or nothing).
        if let next = plan.stretches[lane / 2].peek(forward: forward) { folder.readAhead(commits[next]) }
        if !folder.missing.isEmpty { missing(index, folder.missing) }
        if lane > 0 { firstScanned.wait() }
        guard !results.failed else { return }
        results.set(index, try body(index, lane, folder.folder, contents))
        if index == 0 { firstScanned.open() }
      }
    }
    // With an even number of lanes, the last walks the last stretch from its end: from the last commit.
    let guessing = lanes % 2 == 0 ? lanes - 1 : nil
    func lane(_ lane: Int) {
      var plan: Plan<T>?
      do {
        if lane == 0 {
          // Also when the first commit fails, or none is chosen: the other lanes then stop.
          defer { firstScanned.open() }
          plan = choose()
          guard let plan else { return }
          try RevisionFolder.with(root: root, topLevel: try topLevel.value.get()) { try walk(plan, lane: 0, in: $0) }
        } else {
          try RevisionFolder.with(root: root, topLevel: try topLevel.value.get(), removingAbandoned: false) { folder in
            if lane == guessing, let likelyLast {
              _ = try? timings.measure("read revision") { try folder.move(to: likelyLast, timings: timings) }
            }
            plan = chosen.wait()
            guard let plan, lane < plan.lanes else { return }
            try walk(plan, lane: lane, in: folder)
          }
        }
      } catch {
        (plan ?? chosen.wait())?.results.fail(error)
      }
    }
    LaneThreads.run(lanes, lane)
    guard let plan = try chosen.value() else { return [] }
    return try plan.results.all()
  }

  /// The chosen commits, how the lanes walk them, and their results (`reading`).
  private struct Plan<T> {
    var commits: [String]
    var stretches: [Stretch]
    /// How many lanes walk: at most one per commit after the first.
    var lanes: Int
    var results: LaneResults<T>
  }

  /// The plan, made once by the first lane; the others wait for it (nil: no commit, or choosing failed).
  private final class Chosen<T>: @unchecked Sendable {
    // Sendable: `outcome` is read and written holding the condition's lock.
    private let condition = NSCondition()
    private var outcome: Result<Plan<T>?, Error>?

    @discardableResult
    func set(_ plan: Plan<T>?) -> Plan<T>? {
      finish(.success(plan))
      return plan
    }

    func fail(_ error: Error) { finish(.failure(error)) }

    private func finish(_ result: Result<Plan<T>?, Error>) {
      condition.lock()
      outcome = result
      condition.broadcast()
      condition.unlock()
    }

    /// The plan once chosen; nil when there is none to walk.
    func wait() -> Plan<T>? { (try? value()) ?? nil }

    /// The plan once chosen, or the error choosing threw.
    func value() throws -> Plan<T>? {
      condition.lock()
      while outcome == nil { condition.wait() }
      let result = outcome!
      condition.unlock()
      return try result.get()
    }
  }

  /// Consecutive commits (indices) walked by one lane from the first onwards or by two lanes towards each other
  /// (`reading`): the lane at the start takes the first commit not yet taken, the lane at the end the last one,
  /// until none is left.
  final class Stretch: @unchecked Sendable {
    // Sendable: `next` and `last` are read and written behind the lock.
    private let lock = NSLock()
    private let indices: [Int]
    private var next = 0
    private var last: Int

    init(_ indices: [Int]) {
      self.indices = indices
      last = indices.count - 1
    }

    /// The stretches of `runs`: runs 0 and 1 make the first (walked by lanes 0 and 1), runs 2 and 3 the second
    /// (lanes 2 and 3), and so on; a last run alone is a stretch walked by one lane, forwards.
    static func pairing(_ runs: [[Int]]) -> [Stretch] {
      stride(from: 0, to: runs.count, by: 2).map { start in
        Stretch(runs[start] + (start + 1 < runs.count ? runs[start + 1] : []))
      }
    }

    /// The commit `take(forward:)` would give now, not taken; nil when the two ends have met.
    func peek(forward: Bool) -> Int? {
      lock.withLock { next <= last ? indices[forward ? next : last] : nil }
    }

    /// The next commit from the start (`forward`) or from the end; nil when the two ends have met.
    func take(forward: Bool) -> Int? {
      lock.withLock {
        guard next <= last else { return nil }
        if forward {
          next += 1
          return indices[next - 1]
        }
        last -= 1
        return indices[last + 1]
      }
    }
  }

  /// Closed until opened once, then open for good: what the lanes past the first wait for (`reading`).
  final class Gate: @unchecked Sendable {
    // Sendable: `isOpen` is read and written holding the condition's lock.
    private let condition = NSCondition()
    private var isOpen = false

    init() {}

    func open() {
      condition.lock()
      isOpen = true
      condition.broadcast()
      condition.unlock()
    }

    /// Returns once the gate is open.
    func wait() {
      condition.lock()
      while !isOpen { condition.wait() }
      condition.unlock()
    }
  }

  /// `indices` cut into at most `count` runs of consecutive ones, the earlier runs longer by one when they do not
  /// divide evenly; no run is empty.
  static func consecutiveRuns(of indices: [Int], count: Int) -> [[Int]] {
    let count = min(max(1, count), indices.count)
    guard count > 0 else { return [] }
    var runs: [[Int]] = []
    var start = 0
    for run in 0..<count {
      let length = indices.count / count + (run < indices.count % count ? 1 : 0)
      runs.append(Array(indices[start..<(start + length)]))
      start += length
    }
    return runs
  }

  /// The lanes' results by commit index, and the first error one of them met.
  private final class LaneResults<T>: @unchecked Sendable {
    // Sendable: every stored property is read and written behind the lock.
    private let lock = NSLock()
    private var values: [T?]
    private var error: Error?

    init(count: Int) { values = Array(repeating: nil, count: count) }

    var failed: Bool { lock.withLock { error != nil } }

    func set(_ index: Int, _ value: T) { lock.withLock { values[index] = value } }

    func fail(_ error: Error) { lock.withLock { self.error = self.error ?? error } }

    /// Every result in order, or the first error.
    func all() throws -> [T] {
      try lock.withLock {
        if let error { throw error }
        return values.map { $0! }
      }
    }
  }

  /// What went wrong, with the temporary folder named as the user's own (the output names no random folder, and is
  /// the same from run to run).
  static func message(of error: Error, folder: URL, root: URL) -> String {
    let text = (error as? PlumbError)?.description ?? "\(error)"
    return text.replacingOccurrences(of: folder.path, with: root.path)
  }
}
