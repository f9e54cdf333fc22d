import Foundation
import PlumbLoaders
import PlumbModel
import PlumbScanner

/// The last run's analysis, kept beside the facts cache (`analysis-v2.bin` in the same folder, sealed the same way:
/// `SealedFile`): what the load read and built, and what the scan derived from every file's facts. A run that
/// finds the same tree, the same answers to every question the load asked the disk (`LoadInputs`) and the same
/// bytes in every Swift file reuses all of it: no project is parsed, no fact decoded, no name resolved again. When
/// only Swift files changed, the loaded graph is reused and the scan goes on from the bytes already read.
///
/// One file, rewritten whole and atomically when the run saw something new; never written when nothing changed. A
/// damaged, foreign or another plumb's file is ignored (the run is then cold) and replaced. Its body is a few
/// sections (`AnalysisSections`): the file hashes and paths in a compact binary form, as every warm run compares
/// them, and the rest as JSON, the types' roles decoded only when a stage asks for them (a default check never does).
final class AnalysisCache: @unchecked Sendable {
  static let fileName = "analysis-v2.bin"
  static let magic = "PLUMBAN2"
  /// A snapshot larger than this is not written (it describes one workspace: far below it in practice).
  static let maximumBytes = 512 << 20

  let file: URL
  let identity: String
  private let lock = NSLock()
  private var wasRead = false
  private var stored: Snapshot?
  private var current: Snapshot?
  /// Why the file on disk was not used, when there was one and it was not.
  private(set) var ignoredBecause: String?

  /// Where the snapshot lives instead of the file, for the analyses of many revisions in one process
  /// (`RevisionMemory`): the next revision compares with the last one's without encoding or decoding anything.
  private let memory: Memory?

  /// The last snapshot noted, held in memory.
  final class Memory: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Snapshot?
    var snapshot: Snapshot? {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }
  }

  /// `binary` is the running plumb's stamp (`FindingsCache.binaryStamp`); a test reading what the plumb executable
  /// wrote passes that executable's.
  init(folder: URL, toolVersion: String, binary: String = FindingsCache.binaryStamp) {
    file = folder.appendingPathComponent(Self.fileName)
    // The binary's stamp too: the sections are decoded lazily, when a stage asks, and a build whose summaries or
    // roles gained a field cannot decode what another build of the same version wrote.
    identity = "plumb \(toolVersion); facts \(FactsCache.schemaVersion); analysis 2; binary \(binary)"
    memory = nil
  }

  /// A cache kept in `memory` only: nothing is read from or written to the disk.
  init(memory: Memory, toolVersion: String) {
    file = URL(fileURLWithPath: "/").appendingPathComponent(Self.fileName)
    identity =
      "plumb \(toolVersion); facts \(FactsCache.schemaVersion); analysis 2; binary \(FindingsCache.binaryStamp)"
    self.memory = memory
  }

  /// What one run loaded and scanned.
  struct Snapshot {
    var load: LoadInputs
    var graph: ModuleGraph
    var diagnostics: [StoredDiagnostic]
    var scan: ScanSnapshot?
    /// The git index's stamp when git last said it tracks nothing in the cache folder (`TrackedCache.indexStamp`).
    var untracked: String?
    /// Made anew each time a snapshot is written: what the rules' findings cached for it are keyed by
    /// (`FindingsCache`), as the findings are a function of the snapshot (and of the configuration).
    var generation = ""
  }

  /// The scan of a graph: the bytes it read (hashes, problems) and what it derived.
  struct ScanSnapshot {
    var graph: ModuleGraph
    var hashes: [String: ContentHash]
    var problems: [String]
    /// The roles, decoded when first asked for.
    var roles: @Sendable () -> [RoleAssignment]
    var actualEdges: [Dependency]
    /// The per-module summaries, decoded when first asked for.
    var sourceFacts: @Sendable () -> SourceFacts
    /// The modules' sizes (`SourceScanner.sizes`): what the metrics need of the summaries.
    var sizes: [ModuleID: ModuleSize]
    var diagnostics: [StoredDiagnostic]
    var suppressions: [String: SuppressionComments]
    var scannedPaths: [String]
  }

  /// A diagnostic with the mark its own coding leaves out (it leaves the graph partial: `--strict` stops on it).
  struct StoredDiagnostic: Codable {
    var diagnostic: Diagnostic
    var partial: Bool

    init(_ diagnostic: Diagnostic) {
      self.diagnostic = diagnostic
      partial = diagnostic.leavesGraphPartial
    }

    var value: Diagnostic { partial ? diagnostic.leavingGraphPartial() : diagnostic }
  }

  /// The last run's snapshot, read once; nil when there is none or it cannot be trusted.
  var snapshot: Snapshot? {
    lock.withLock {
      if !wasRead {
        wasRead = true
        stored = read()
        current = stored
      }
      return stored
    }
  }

  private func read() -> Snapshot? {
    if let memory { return memory.snapshot }
    guard let data = try? Data(contentsOf: file) else { return nil }
    do {
      let body = try SealedFile.open(data, magic: Self.magic, identity: identity)
      return try AnalysisSections.decode(body)
    } catch let ignored as SealedFile.Ignored {
      ignoredBecause = ignored.reason
    } catch {
      ignoredBecause = "unreadable"
    }
    return nil
  }

  /// Notes a load made this run (`nil` inputs: a load that is never reused).
  func loaded(_ inputs: LoadInputs?, workspace: LoadedWorkspace) {
    _ = snapshot
    lock.withLock {
      loadIsNew = true
      current = inputs.map {
        Snapshot(load: $0, graph: workspace.graph, diagnostics: workspace.diagnostics.map(StoredDiagnostic.init))
      }
    }
  }

  private var loadIsNew = false

  /// The scan part of the last run's snapshot when it describes `graph` read as `readings` now.
  func scan(of graph: ModuleGraph, readings: FileReadings) -> ScanSnapshot? {
    guard let part = lock.withLock({ stored?.scan }), part.graph == graph, part.problems == readings.problems,
      part.hashes == readings.hashes
    else { return nil }
    return part
  }

  /// The scan part of the last run's snapshot over `graph` whatever files changed since, with the snapshot's
  /// generation: what a scan that goes on from the facts may reuse (`DerivationCache`).
  func previousScan(of graph: ModuleGraph) -> (scan: ScanSnapshot, generation: String)? {
    lock.withLock {
      guard let stored, let part = stored.scan, part.graph == graph else { return nil }
      return (part, stored.generation)
    }
  }

  /// The generation of the snapshot that describes this run's load and scan, once `scanned` was told: the stored
  /// one when all of it was reused, the new one when written; nil when the run's analysis is not kept.
  private(set) var runGeneration: String?

  /// Notes the scan of this run: made now (`scan`, written), or reused (`nil`: written only when the load or the
  /// git index's stamp is new).
  func scanned(_ scan: WorkspaceScan?, graph: ModuleGraph, readings: FileReadings, untracked: String?) {
    let part = scan.map { scan in
      let (roles, facts) = (scan.roles, scan.sourceFacts)
      return ScanSnapshot(
        graph: graph, hashes: readings.hashes, problems: readings.problems, roles: { roles },
        actualEdges: scan.actualEdges, sourceFacts: { facts }, sizes: AnalysisSections.sizes(of: facts),
        diagnostics: scan.diagnostics.map(StoredDiagnostic.init), suppressions: scan.suppressions,
        scannedPaths: scan.scannedPaths)
    }
    let snapshot: Snapshot? = lock.withLock {
      guard part != nil || loadIsNew || untracked != stored?.untracked else {
        runGeneration = stored?.generation
        return nil
      }
      runGeneration = nil
      current?.scan = part ?? stored?.scan
      current?.untracked = untracked
      current?.generation = UUID().uuidString
      loadIsNew = false
      return current
    }
    if let snapshot, write(snapshot) { lock.withLock { runGeneration = snapshot.generation } }
  }

  @discardableResult
  private func write(_ snapshot: Snapshot) -> Bool {
    if let memory {
      memory.snapshot = snapshot
      return true
    }
    guard let body = try? AnalysisSections.encode(snapshot), body.count <= Self.maximumBytes else { return false }
    return SealedFile.write(SealedFile.seal(body, magic: Self.magic, identity: identity), to: file)
  }
}
