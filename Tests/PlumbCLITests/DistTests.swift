import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// What the release binary promises where Graphviz is missing (plumb opens it at run time; PLUMB_GRAPHVIZ_LIBDIR
/// pointed at an empty folder stands for a machine without it), and scripts/install-binary.sh's checksum check.
@Suite struct DistTests {
  static let noGraphviz = ["PLUMB_GRAPHVIZ_LIBDIR": "/nonexistent-plumb-graphviz"]

  @Test func graphAsSVGWithoutGraphvizFailsWithOneLineThatSaysWhatToInstall() throws {
    let sample = Fixtures.repositoryRoot.appendingPathComponent("Samples/ClassicMac/BbA")
    let result = try PlumbBinary.run(
      ["graph", sample.path, "--format", "svg", "--no-cache"], environment: Self.noGraphviz)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(result.errors)")
    #expect(result.errors.contains("apt-get install libgvc6"))
    #expect(result.errors.contains("brew install graphviz"))
  }

  @Test func graphAsDOTAndMermaidNeedNoGraphviz() throws {
    let sample = Fixtures.repositoryRoot.appendingPathComponent("Samples/ClassicMac/BbA")
    for (format, start) in [("dot", "digraph"), ("mermaid", "flowchart")] {
      let result = try PlumbBinary.run(
        ["graph", sample.path, "--format", format, "--no-cache"], environment: Self.noGraphviz)
      #expect(result.status == 0, "\(format): \(result.errors)")
      #expect(result.output.hasPrefix(start), "\(format): \(result.output.prefix(80))")
    }
  }

  @Test func theReportWithoutGraphvizIsWrittenAndSaysWhatToInstall() throws {
    let sample = Fixtures.repositoryRoot.appendingPathComponent("Samples/ClassicMac/BbA")
    let folder = try makeWorkspaceFolder("plumb-report-no-graphviz", empty: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    let result = try PlumbBinary.run(
      ["report", sample.path, "-o", page.path, "--no-cache"], environment: Self.noGraphviz)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("apt-get install libgvc6"))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("The graph is not drawn"))
    #expect(html.contains("apt-get install libgvc6"))
    #expect(!html.contains("<svg") || !html.contains("class=\"node\""), "a drawing without Graphviz")
  }

  // MARK: scripts/install-binary.sh

  /// A release folder as `make dist` writes it, holding a stand-in binary (a script that prints a version line) in
  /// the archive for this machine, and its .sha256 file.
  private func makeRelease(version: String) throws -> (folder: URL, archive: URL) {
    let folder = try makeWorkspaceFolder("plumb-release", empty: true)
    #if os(Linux)
      let machine = try Shell.run(["uname", "-m"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
      let triple = "\(machine)-unknown-linux-gnu"
    #else
      let triple = "universal-apple-macosx"
    #endif
    let name = "plumb-\(version)-\(triple)"
    let bin = folder.appendingPathComponent("stage/\(name)/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try "#!/bin/sh\necho 'plumb \(version) (stand-in)'\n".write(
      to: bin.appendingPathComponent("plumb"), atomically: true, encoding: .utf8)
    let completions = folder.appendingPathComponent("stage/\(name)/share/bash-completion/completions")
    try FileManager.default.createDirectory(at: completions, withIntermediateDirectories: true)
    try "complete -F _plumb plumb\n".write(
      to: completions.appendingPathComponent("plumb"), atomically: true, encoding: .utf8)
    #expect(try Shell.run(["chmod", "755", bin.appendingPathComponent("plumb").path]).status == 0)
    let archive = folder.appendingPathComponent("\(name).tar.gz")
    let tar = try Shell.run(["tar", "-C", folder.appendingPathComponent("stage").path, "-czf", archive.path, name])
    #expect(tar.status == 0, "\(tar.output)")
    let sum = try Shell.run(["sh", "-c", "cd '\(folder.path)' && sha256sum \(name).tar.gz > \(name).tar.gz.sha256"])
    #expect(sum.status == 0, "\(sum.output)")
    return (folder, archive)
  }

  @Test func theBinaryInstallScriptChecksTheChecksumAndInstallsBinaryAndCompletions() throws {
    let (release, _) = try makeRelease(version: "9.8.7")
    defer { try? FileManager.default.removeItem(at: release) }
    let prefix = release.appendingPathComponent("prefix")
    let script = Fixtures.repositoryRoot.appendingPathComponent("scripts/install-binary.sh")
    let result = try Shell.run([script.path, "9.8.7", "--from", release.path, "--prefix", prefix.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("plumb 9.8.7 (stand-in)"))
    #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/plumb").path))
    #expect(FileManager.default.fileExists(
      atPath: prefix.appendingPathComponent("share/bash-completion/completions/plumb").path))
  }

  @Test func theBinaryInstallScriptRefusesAnArchiveWhoseChecksumDoesNotMatch() throws {
    let (release, archive) = try makeRelease(version: "9.8.7")
    defer { try? FileManager.default.removeItem(at: release) }
    // One byte appended after the checksum was written: what a truncated or tampered download looks like.
    let handle = try FileHandle(forWritingTo: archive)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0x0A]))
    try handle.close()
    let prefix = release.appendingPathComponent("prefix")
    let script = Fixtures.repositoryRoot.appendingPathComponent("scripts/install-binary.sh")
    let result = try Shell.run([script.path, "9.8.7", "--from", release.path, "--prefix", prefix.path])
    #expect(result.status == 1)
    #expect(result.output.contains("refusing"), "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/plumb").path))

    // A checksum given on the command line is checked the same way.
    let given = try Shell.run([
      script.path, "9.8.7", "--from", release.path, "--prefix", prefix.path,
      "--sha256", String(repeating: "0", count: 64),
    ])
    #expect(given.status == 1)
    #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/plumb").path))
  }
}
