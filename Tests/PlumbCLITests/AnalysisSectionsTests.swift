import Foundation
@testable import PlumbKit
import PlumbTestSupport
import Testing

/// The analysis cache's body (`AnalysisSections`): what a run wrote reads back the same, the roles included (decoded
/// only when asked for), and bytes cut short anywhere are refused whole, never read as a partial snapshot.
@Suite struct AnalysisSectionsTests {
  @Test func aSnapshotReadsBackAsWrittenAndACutOneIsRefused() throws {
    let folder = try AnalysisCacheTests.copy("ClassicMac/MVVM-C")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("cache-elsewhere")
    let run = try PlumbBinary.run(["check", folder.path, "--cache-path", cache.path])
    #expect(run.status != 2, "\(run.errors)")
    // Written by the plumb executable: read under its stamp, not the test runner's.
    let plumb = FindingsCache.stamp(ofExecutableAt: PlumbBinary.url?.resolvingSymlinksInPath().path)
    let written = AnalysisCache(folder: cache, toolVersion: PlumbVersion.current, binary: plumb)
    let snapshot = try #require(written.snapshot)
    let scan = try #require(snapshot.scan)
    #expect(!scan.scannedPaths.isEmpty)
    #expect(Set(scan.hashes.keys) == Set(scan.scannedPaths))
    #expect(!snapshot.generation.isEmpty)

    let body = try AnalysisSections.encode(snapshot)
    let again = try AnalysisSections.decode(body)
    let scanAgain = try #require(again.scan)
    #expect(again.graph == snapshot.graph)
    #expect(again.generation == snapshot.generation)
    #expect(scanAgain.graph == scan.graph)
    #expect(scanAgain.hashes == scan.hashes)
    #expect(scanAgain.scannedPaths == scan.scannedPaths)
    #expect(scanAgain.actualEdges == scan.actualEdges)
    #expect(scanAgain.roles() == scan.roles())
    #expect(!scan.roles().isEmpty)

    for cut in [0, 1, 9, body.count / 2, body.count - 1] {
      #expect(throws: (any Error).self, "cut at \(cut)") { try AnalysisSections.decode(body.prefix(cut)) }
    }
  }
}
