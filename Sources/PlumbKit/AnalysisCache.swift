import Foundation
import PlumbLoaders
import PlumbModel
import PlumbScanner

/// The last run's analysis, kept beside the facts cache (`analysis-v4.bin` in the same folder, sealed the same way:
/// `SealedFile`): what the load read and built, and what the scan derived from every file's facts. A run that
/// finds the same tree, the same answers to every question the load asked the disk (`LoadInputs`) and the same
/// bytes in every Swift file reuses all of it: no project is parsed, no fact decoded, no name resolved again. When
/// only Swift files changed, the loaded graph is reused and the scan goes on from the bytes already read. Every file
/// read is kept with its stamp (`FileStamp`): one whose `stat` says the same, settled before the run that checked it
/// started (`Snapshot.verifiedSince`), is not read again; a racily clean one is.
///
/// One file, rewritten whole and atomically when the run saw something new; never written when nothing changed. A
/// damaged, foreign or another plumb's file is ignored (the run is then cold) and replaced. Its body is a few
/// sections (`AnalysisSections`), all binary: the file hashes, stamps and paths, as every warm run compares them, and
/// the rest, the types' roles decoded only when a stage asks for them (a default check never does).
final class AnalysisCache: @unchecked Sendable {
  static let fileName = "analysis-v4.bin"
  static let magic = "PLUMBAN4"
  /// A snapshot larger than this is not written (it describes one workspace: far below it in practice).
  static let maximumBytes = 512 << 20

  let file: URL
  let identity: String
  /// When this run started, before it read anything it stamps: what the snapshot it writes is verified since.
  let start = FileStamp.now()
  private let lock = NSLock()
  private var wasRead = false
  private var stored: Snapshot?
  private var current: Snapshot?
  /// Why the file on disk was not used, when there was one and it was not.
  private(set) var ignoredBecause: String?
  /// The size of the file read, about that of the next one written.
  private var sizeRead = 0

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

  /// The layout of the analysis cache's body (`AnalysisSections`); raised when it changes.
  static let schemaVersion = 7

  private static func identity(toolVersion: String, binary: String) -> String {
    "plumb \(toolVersion); facts \(FactsCache.schemaVersion); analysis \(schemaVersion); binary \(binary)"
  }

  /// `binary` is the running plumb's stamp (`FindingsCache.binaryStamp`); a test reading what the plumb executable
  /// wrote passes that executable's.
  init(folder: URL, toolVersion: String, binary: String = FindingsCache.binaryStamp) {
    file = folder.appendingPathComponent(Self.fileName)
    // The binary's stamp too: the sections are decoded lazily, when a stage asks, and a build whose summaries or
    // roles gained a field cannot decode what another build of the same version wrote.
    identity = Self.identity(toolVersion: toolVersion, binary: binary)
    memory = nil
  }

  /// A cache kept in `memory` only: nothing is read from or written to the disk.
  init(memory: Memory, toolVersion: String) {
    file = URL(fileURLWithPath: "/").appendingPathComponent(Self.fileName)
    identity = Self.identity(toolVersion: toolVersion, binary: FindingsCache.binaryStamp)
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
    /// Made anew each time a snapshot with new contents is written: what the rules' findings cached for it are keyed
    /// by (`FindingsCache`), as the findings are a function of the snapshot (and of the configuration).
    var generation = ""
    /// When the run that wrote it started: every file stamp in it was seen, and its file's answer or hash checked,
    /// after that. A stamp settled before it vouches for its file (`FileStamp`).
    var verifiedSince: Int64 = 0
    /// The bytes `load`, `graph` and `diagnostics` were stored as (`AnalysisSections.LoadHead`), when the snapshot
    /// was read from the file and this run reused its load as it was: written back as they are. nil: encoded.
    var encodedLoad: Data?
  }

  /// The scan of a graph: the bytes it read (hashes, problems) and what it derived.
  struct ScanSnapshot {
    var graph: ModuleGraph
    var hashes: [String: ContentHash]
    /// The stamps of the files read from disk (`FileReadings.stamps`).
    var stamps: [String: FileStamp]
    var problems: [String]
    /// The roles, decoded when first asked for.
    var roles: @Sendable () -> [RoleAssignment]
    var actualEdges: [Dependency]
    /// The per-module summaries, decoded when first asked for.
    var sourceFacts: @Sendable () -> SourceFacts
    /// The bytes a module's summary is stored as, when known (`AnalysisSections.Summaries`): the stored section's,
    /// or those a derivation reused with the summary. Copied as they are when the snapshot is written.
    var encodedSummary: @Sendable (ModuleID) -> Data? = { _ in nil }
    /// The bytes a file's roles are stored as (`AnalysisSections.Roles`), when the snapshot was read from the file;
    /// nil for one made in this process.
    var encodedRoles: (@Sendable (String) -> Data?)?
    /// The roles file by file, with the bytes of those a derivation took from the last run (`WorkspaceScan.roleRuns`):
    /// written without decoding `roles`. nil: written from `roles`.
    var roleRuns: [WorkspaceScan.RoleRun]?
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
    /// What groups the problem with others (`Diagnostic.cause`), which the diagnostic itself does not write.
    var cause: String?

    init(_ diagnostic: Diagnostic) {
      self.diagnostic = diagnostic
      partial = diagnostic.leavesGraphPartial
      cause = diagnostic.cause
    }

    var value: Diagnostic {
      var value = partial ? diagnostic.leavingGraphPartial() : diagnostic
      value.cause = cause
      return value
    }
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
    CacheWrites.wait()
    guard let data = try? Data(contentsOf: file) else { return nil }
    sizeRead = data.count
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
  /// Stamps seen this run that the stored snapshot lacks and the next run would trust: worth writing down, under the
  /// same generation (nothing the analysis says changed).
  private var stampsAreNew = false

  /// Notes that the load was reused, its inputs with the stamps seen this run (`LoadInputs.hold`).
  func reusedLoad(_ inputs: LoadInputs) {
    lock.withLock {
      guard let stored, current != nil else { return }
      if stored.load.isRefreshed(by: inputs, start: start) { stampsAreNew = true }
      current?.load = inputs
      // New stamps: the load's part is encoded again.
      if inputs != stored.load { current?.encodedLoad = nil }
    }
  }

  /// What the last run knew of the Swift files it hashed: the stamps that let this run skip reading them.
  var knownFiles: KnownFiles? {
    guard let snapshot, let scan = snapshot.scan, !scan.stamps.isEmpty else { return nil }
    return KnownFiles(stamps: scan.stamps, hashes: scan.hashes, verifiedSince: snapshot.verifiedSince)
  }

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
    let stamps = readings.stamps
    let part = scan.map { scan in
      // The roles stay as lazy as the scan has them: a derivation that took the last run's writes their bytes back.
      let (facts, reused) = (scan.sourceFacts, scan.reusedSummaries)
      var part = ScanSnapshot(
        graph: graph, hashes: readings.hashes, stamps: stamps, problems: readings.problems, roles: { scan.roles },
        actualEdges: scan.actualEdges, sourceFacts: { facts }, encodedSummary: { reused[$0] },
        sizes: AnalysisSections.sizes(of: facts), diagnostics: scan.diagnostics.map(StoredDiagnostic.init),
        suppressions: scan.suppressions, scannedPaths: scan.scannedPaths)
      part.roleRuns = scan.roleRuns
      return part
    }
    let snapshot: Snapshot? = lock.withLock {
      if part == nil, let old = stored?.scan?.stamps,
        stamps.contains(where: { $0.value != old[$0.key] && $0.value.isSettled(before: start) })
      {
        stampsAreNew = true
      }
      let isNew = part != nil || loadIsNew || untracked != stored?.untracked
      guard isNew || stampsAreNew else {
        runGeneration = stored?.generation
        return nil
      }
      runGeneration = nil
      current?.scan = part ?? stored?.scan.map { reused in
        var reused = reused
        reused.stamps = stamps
        return reused
      }
      current?.untracked = untracked
      current?.verifiedSince = start
      // Only new stamps: the analysis is the stored one, and so are the findings cached for it.
      current?.generation = isNew ? UUID().uuidString : stored?.generation ?? UUID().uuidString
      loadIsNew = false
      stampsAreNew = false
      return current
    }
    guard let snapshot else { return }
    guard memory == nil, CacheWrites.deferred else {
      if write(snapshot) { lock.withLock { runGeneration = snapshot.generation } }
      return
    }
    // Written while the rules run. Its generation keys the findings and the derivation even if the write then fails
    // (a read-only folder, a snapshot too large): they are then stored under a generation no snapshot has, never
    // read back.
    lock.withLock { runGeneration = snapshot.generation }
    CacheWrites.perform { self.write(snapshot) }
  }

  @discardableResult
  private func write(_ snapshot: Snapshot) -> Bool {
    if let memory {
      memory.snapshot = snapshot
      return true
    }
    // A little over the last file's size, for the buffer to hold the body at once.
    let capacity = lock.withLock { sizeRead + sizeRead / 16 }
    guard let body = try? AnalysisSections.encodedBytes(snapshot, capacity: capacity), body.count <= Self.maximumBytes
    else { return false }
    let sealed = body.withUnsafeBytes { SealedFile.seal($0, magic: Self.magic, identity: identity) }
    return SealedFile.write(sealed, to: file)
  }
}
