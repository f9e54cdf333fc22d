import Foundation
import Testing

/// The facts cache from the command line: on by default in `.build/plumb-cache`, elsewhere with `--cache-path`,
/// off with `--no-cache`, and never a reason for a different answer.
@Suite struct CacheCommandTests {
  @Test func theCacheIsWrittenWhereToldAndChangesNoOutput() throws {
    let directory = try makeWorkspaceFolder("plumb-cache-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let defaultFile = directory.appendingPathComponent(".build/plumb-cache/facts-v1.bin")

    let none = try PlumbBinary.run(["graph", directory.path, "--format", "json", "--no-cache"])
    #expect(none.status == 0)
    #expect(!FileManager.default.fileExists(atPath: defaultFile.path))

    let cold = try PlumbBinary.run(["graph", directory.path, "--format", "json"])
    #expect(FileManager.default.fileExists(atPath: defaultFile.path))
    let warm = try PlumbBinary.run(["graph", directory.path, "--format", "json"])
    #expect(cold.output == none.output)
    #expect(warm.output == none.output)

    let elsewhere = directory.appendingPathComponent("elsewhere")
    let custom = try PlumbBinary.run(["check", directory.path, "--cache-path", elsewhere.path])
    #expect(custom.status == 0)
    #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("facts-v1.bin").path))

    // A damaged cache is ignored and rewritten; the answer does not change. (With the analysis cache whole, a run
    // needs no facts and does not read them: both files are damaged, so the run is cold and reads both.)
    let analysisFile = directory.appendingPathComponent(".build/plumb-cache/analysis-v4.bin")
    try Data("garbage".utf8).write(to: defaultFile)
    try Data("garbage".utf8).write(to: analysisFile)
    let afterDamage = try PlumbBinary.run(["graph", directory.path, "--format", "json"])
    #expect(afterDamage.status == 0)
    #expect(afterDamage.output == none.output)
    #expect(try Data(contentsOf: defaultFile).prefix(8) == Data("PLUMBFC1".utf8))
    #expect(try Data(contentsOf: analysisFile).prefix(8) == Data("PLUMBAN4".utf8))
  }
}
