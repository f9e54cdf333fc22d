import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbScanner

/// A scan after an edit, with the last run's derivation at hand, leaves the facts of the files it did not change in
/// the facts cache (`SourceScanner.scan(_:after:)`): only the edited file's last facts are decoded, and what the scan
/// derives (roles, edges, summaries, suppression comments, diagnostics) is what a scan from nothing derives. The
/// fixture (`Scanner/FactsOnDemand`) has a file the parser rejects in part and one with a suppression comment, both
/// left in the cache.
@Suite struct FactsOnDemandTests {
  static let identity = FactsCache.Identity(toolVersion: "test")
  static let edited = "Sources/Feature/ListViewModel.swift"

  /// The fixture's modules, as its package declares them.
  let graph = ModuleGraph(modules: [
    Module(
      id: ModuleID(container: "FactsOnDemand", name: "Core"), kind: .regular,
      sources: ["Sources/Core/Account.swift", "Sources/Core/Legacy.swift"]),
    Module(
      id: ModuleID(container: "FactsOnDemand", name: "Feature"), kind: .regular,
      sources: ["Sources/Feature/Formatting.swift", "Sources/Feature/ListViewModel.swift"]),
    Module(
      id: ModuleID(container: "FactsOnDemand", name: "App"), kind: .regular,
      sources: ["Sources/App/AppCoordinator.swift"]),
    Module(
      id: ModuleID(container: "FactsOnDemand", name: "Tools"), kind: .regular, sources: ["Sources/Tools/Tool.swift"]),
  ])

  /// A copy of the fixture, with an empty cache folder in it.
  struct Copy {
    let root: URL
    var cache: URL { root.appendingPathComponent(".build/plumb-cache") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-on-demand-\(UUID().uuidString)")
      try FileManager.default.copyItem(at: Fixtures.url("Scanner/FactsOnDemand"), to: root)
    }

    func append(_ text: String, to path: String) throws {
      let url = root.appendingPathComponent(path)
      try (try String(contentsOf: url, encoding: .utf8) + text).write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// The first run's scan and derivation, which fill the facts cache, as the next run's `PreviousDerivation` (its
  /// last facts read from `cache`).
  private func firstRun(_ copy: Copy) throws -> PreviousDerivation {
    let scanner = SourceScanner(threads: 2, cache: FactsCache(folder: copy.cache, identity: Self.identity))
    let readings = scanner.read(root: copy.root, paths: SourceScanner.sourcePaths(of: graph))
    let scan = scanner.derive(graph: graph, scanned: scanner.scan(readings), hashes: readings.hashes, previous: nil)
    let derivation = try #require(scan.derivation)
    let (roles, facts, hashes) = (scan.roles, scan.sourceFacts, scan.hashes)
    let withRoles = Set(roles.map(\.file))
    return PreviousDerivation(
      interface: derivation.interface, hashes: hashes, uses: derivation.uses, roles: { roles },
      sourceFacts: { facts },
      // The stored roles' bytes are written back as they are; which bytes does not matter here.
      encodedRoles: { withRoles.contains($0) ? Data([1]) : nil }, paths: scan.scannedPaths,
      said: PreviousDerivation.Said(suppressions: scan.suppressions, diagnostics: scan.diagnostics))
  }

  /// The next run over `copy`, from `previous`, with a facts cache that counts what it decodes.
  private func nextRun(_ copy: Copy, previous: PreviousDerivation) -> (SourceScanner.Result, WorkspaceScan, WorkCounter) {
    var cache = FactsCache(folder: copy.cache, identity: Self.identity)
    let decodes = WorkCounter()
    cache.decodes = decodes
    var previous = previous
    let (hashes, lastCache) = (previous.hashes, cache)
    previous.lastFacts = { path in hashes[path].flatMap { lastCache.facts(for: $0, path: path) } }
    let scanner = SourceScanner(threads: 2, cache: cache)
    let readings = scanner.read(root: copy.root, paths: SourceScanner.sourcePaths(of: graph))
    let scanned = scanner.scan(readings, after: previous)
    return (scanned, scanner.derive(graph: graph, scanned: scanned, hashes: readings.hashes, previous: previous), decodes)
  }

  /// What a scan of `copy` without any cache derives.
  private func fromNothing(_ copy: Copy) -> WorkspaceScan {
    SourceScanner(threads: 1).scan(modulesOf: graph, root: copy.root)
  }

  /// The roles, edges and summaries of a scan (`derivedJSON()`), its suppression comments, diagnostics and paths, as
  /// text: what must be the same.
  private func derived(_ scan: WorkspaceScan) throws -> [String] {
    try scan.derivedJSON() + [
      String(decoding: try DerivationReuseTests.encoder.encode(scan.suppressions), as: UTF8.self),
      scan.diagnostics.map(\.description).joined(separator: "\n"),
      scan.scannedPaths.joined(separator: "\n"),
    ]
  }

  @Test func aBodyEditDecodesOnlyTheEditedFilesLastFacts() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let previous = try firstRun(copy)
    try copy.append(
      "\nfunc plumbEdited(_ value: Int) -> Int {\n  guard value > 1 else { return 0 }\n  return value * 2\n}\n",
      to: Self.edited)
    let (scanned, scan, decodes) = nextRun(copy, previous: previous)
    // Five files unchanged, left in the cache; the edited one parsed, its last facts decoded once.
    #expect(scanned.leftInCache == 5)
    #expect(scanned.cacheHits == 5)
    #expect(decodes.steps == 1)
    let expected = fromNothing(copy)
    for (part, (one, other)) in zip(
      ["roles", "edges", "summaries", "suppressions", "diagnostics", "paths"],
      zip(try derived(scan), try derived(expected)))
    {
      #expect(one == other, "\(part)")
    }
    // The fixture says what the files left in the cache said: a suppression comment, a line the parser rejects.
    #expect(scan.suppressions.keys.sorted() == ["Sources/App/AppCoordinator.swift"])
    #expect(scan.diagnostics.map(\.location?.file) == ["Sources/Core/Legacy.swift"])
    #expect(decodes.steps == 1)
    // Every file's facts, when a stage asks for them: decoded then, the same as scanned.
    #expect(scan.files == expected.files)
    #expect(decodes.steps == 6)
  }

  /// An edit that calls a function it did not call before: whether another file of the module declares it is read
  /// from that module's files, and from no other module's.
  @Test func aNewCallDecodesOnlyItsModulesFiles() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let previous = try firstRun(copy)
    try copy.append("\nfunc plumbShown() -> String {\n  greeting()\n}\n", to: Self.edited)
    let (scanned, scan, decodes) = nextRun(copy, previous: previous)
    #expect(scanned.leftInCache == 5)
    // The edited file's last facts and the module's other file.
    #expect(decodes.steps == 2)
    #expect(try derived(scan) == derived(fromNothing(copy)))
    #expect(scan.sourceFacts.modules[ModuleID(container: "FactsOnDemand", name: "Feature")]?.calledFunctions == [])
  }

  /// A type renamed: the interface is no longer the last run's, and every file's facts are decoded to derive again.
  @Test func anEditOfTheInterfaceDerivesFromEveryFile() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let previous = try firstRun(copy)
    try copy.append("\npublic struct Profile {}\n", to: "Sources/Core/Account.swift")
    let (scanned, scan, decodes) = nextRun(copy, previous: previous)
    #expect(scanned.leftInCache == 5)
    #expect(try derived(scan) == derived(fromNothing(copy)))
    #expect(decodes.steps >= 5)
  }

  /// Without what the last run's scan said of each file, every file's facts are decoded, as before.
  @Test func withoutWhatTheLastScanSaidEveryFileIsDecoded() throws {
    let copy = try Copy()
    defer { copy.remove() }
    var previous = try firstRun(copy)
    previous.said = nil
    try copy.append("\nfunc plumbEdited() {}\n", to: Self.edited)
    let (scanned, scan, decodes) = nextRun(copy, previous: previous)
    #expect(scanned.leftInCache == 0)
    #expect(decodes.steps >= 5)
    #expect(try derived(scan) == derived(fromNothing(copy)))
  }
}
