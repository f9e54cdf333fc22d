import Foundation
import PlumbModel
import Testing

@testable import PlumbScanner

/// The files parsed while the load runs (`EarlyScan`) stand in for the scan's parse only for the very bytes parsed:
/// a scan given them says what a scan without them says, with or without the facts cache, even when a file changed
/// after it was parsed early.
@Suite struct EarlyScanTests {
  typealias Workspace = FactsCacheTests.Workspace

  private func early(_ workspace: Workspace) -> [String: EarlyScan.Scanned] {
    let paths = workspace.paths
    return EarlyScan(root: workspace.root, contents: [:]) { paths }.finish(all: true)
  }

  @Test func theEarlyFactsAreTheScansOwn() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let made = early(workspace)
    #expect(Set(made.keys) == Set(workspace.paths))
    let plain = SourceScanner(threads: 1).scan(root: workspace.root, paths: workspace.paths)
    var scanner = SourceScanner(threads: 1)
    scanner.early = made
    let given = scanner.scan(root: workspace.root, paths: workspace.paths)
    #expect(given.files == plain.files)
    #expect(given.diagnostics == plain.diagnostics)
    // From readings, with the facts cache: the same facts, and the cache holds them afterwards.
    let cache = FactsCache(folder: workspace.cache, identity: FactsCacheTests.identity)
    var cached = SourceScanner(threads: 1, cache: cache)
    cached.early = made
    let fromReadings = cached.scan(cached.read(root: workspace.root, paths: workspace.paths))
    #expect(fromReadings.files == plain.files)
    #expect(FactsCache(folder: workspace.cache, identity: FactsCacheTests.identity).count == workspace.paths.count)
  }

  @Test func aFileChangedAfterItWasParsedEarlyIsParsedAgain() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    var made = early(workspace)
    // Facts that no parse gives, under the unchanged file's hash: they show through where the early facts are used.
    made["B.swift"]?.facts.types = []
    try workspace.write("A.swift", "import Foundation\nstruct Edited {}\n")
    for cache in [nil, FactsCache(folder: workspace.cache, identity: FactsCacheTests.identity)] {
      var scanner = SourceScanner(threads: 1, cache: cache)
      scanner.early = made
      for result in [
        scanner.scan(root: workspace.root, paths: workspace.paths),
        scanner.scan(scanner.read(root: workspace.root, paths: workspace.paths)),
      ] {
        let byPath = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0) })
        #expect(byPath["A.swift"]?.types.map(\.name) == ["Edited"])
        #expect(byPath["B.swift"]?.types.isEmpty == true)
      }
    }
  }
}
