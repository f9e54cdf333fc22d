import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// `make install`'s second half (scripts/install.sh) and `plumb --version`, on the binary the tests built.
@Suite struct InstallTests {
  @Test func versionNamesPlumbAndTheSwiftSyntaxItWasBuiltWith() throws {
    let result = try PlumbBinary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output == "plumb \(PlumbVersion.current) (swift-syntax \(PlumbVersion.swiftSyntax))\n")
  }

  @Test func theSwiftSyntaxVersionIsThePinnedOne() throws {
    // The version line is typed into PlumbVersion; Package.swift pins swift-syntax exactly, so they must agree.
    let manifest = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pin = try #require(
      manifest.firstMatch(of: #/swift-syntax\.git",\s*exact:\s*"([0-9.]+)"/#)?.output.1, "no exact swift-syntax pin")
    #expect(String(pin) == PlumbVersion.swiftSyntax)
    // When a Package.resolved is there, the resolved version is the one built.
    let resolved = Fixtures.repositoryRoot.appendingPathComponent("Package.resolved")
    if let text = try? String(contentsOf: resolved, encoding: .utf8),
      let match = text.firstMatch(of: #/"identity"\s*:\s*"swift-syntax"[^}]*"version"\s*:\s*"([0-9.]+)"/#)
    {
      #expect(String(match.output.1) == PlumbVersion.swiftSyntax)
    }
  }

  @Test func theInstallScriptPutsTheBinaryAndThreeCompletionsUnderThePrefix() throws {
    let binary = try #require(PlumbBinary.url, "build plumb first")
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let script = Fixtures.repositoryRoot.appendingPathComponent("scripts/install.sh")
    let result = try Shell.run([script.path, binary.path, prefix.path])
    #expect(result.status == 0, "\(result.output)")

    let installed = prefix.appendingPathComponent("bin/plumb")
    #expect(FileManager.default.isExecutableFile(atPath: installed.path))
    let version = try Shell.run([installed.path, "--version"])
    #expect(version.output.hasPrefix("plumb \(PlumbVersion.current) "))

    let completions = [
      ("share/bash-completion/completions/plumb", "complete -"),
      ("share/zsh/site-functions/_plumb", "#compdef plumb"),
      ("share/fish/vendor_completions.d/plumb.fish", "complete -c 'plumb'"),
    ]
    for (path, marker) in completions {
      let text = try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains(marker), "\(path) is not a completion script")
      // Generated from the binary: every subcommand is offered.
      for command in ["check", "graph", "report", "baseline"] {
        #expect(text.contains(command), "\(path) does not complete \(command)")
      }
    }
  }

  @Test func theInstallScriptRefusesAMissingBinary() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let script = Fixtures.repositoryRoot.appendingPathComponent("scripts/install.sh")
    let result = try Shell.run([script.path, prefix.appendingPathComponent("nothing").path, prefix.path])
    #expect(result.status == 2)
    #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/plumb").path))
  }
}

/// Runs a program (found on PATH when not a path) with stdout and stderr together.
enum Shell {
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
