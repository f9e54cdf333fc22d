import Foundation
import PlumbTestSupport
import Testing

/// Golden files under Tests/Fixtures/Reporters. Set RECORD=1 to rewrite them from the current output; a missing
/// golden file is written and the test fails, so a new baseline is always looked at once.
enum Golden {
  static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = Fixtures.url("Reporters/\(name)")
    let record = ProcessInfo.processInfo.environment["RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false
    guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded golden file Reporters/\(name); run again without RECORD", sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let actualLines = actual.components(separatedBy: "\n")
      let expectedLines = expected.components(separatedBy: "\n")
      let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
      let detail =
        first.map {
          "first difference at line \($0.offset + 1):\n  expected: \($0.element.1)\n  actual:   \($0.element.0)"
        }
        ?? "line counts differ: expected \(expectedLines.count), actual \(actualLines.count)"
      Issue.record("output differs from golden file Reporters/\(name); \(detail)", sourceLocation: sourceLocation)
    }
  }
}

/// Runs external processes (the schema validator) and, separately, changes PATH for one test: both hold this lock
/// so a test that empties PATH never races a test that needs PATH to find python3.
enum ProcessEnvironment {
  static let lock = NSLock()

  static func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Runs `executable` with `arguments` (looked up on PATH through /usr/bin/env), feeding `input` on stdin. Input and
  /// output go through files, not pipes: a pipe read or written while the test process takes a signal failed once
  /// with EINTR, and Foundation's `FileHandle.write(_:)` cannot report that except by trapping.
  static func run(_ arguments: [String], input: Data = Data()) throws -> (status: Int32, output: String) {
    try withLock {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-process-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let inputURL = folder.appendingPathComponent("stdin")
      let outputURL = folder.appendingPathComponent("stdout")
      try input.write(to: inputURL)
      try Data().write(to: outputURL)
      let stdin = try FileHandle(forReadingFrom: inputURL)
      let stdout = try FileHandle(forWritingTo: outputURL)
      defer {
        try? stdin.close()
        try? stdout.close()
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = stdout
      try process.run()
      process.waitUntilExit()
      let output = try Data(contentsOf: outputURL)
      return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
  }
}

/// The schemas the tests validate outputs against, carried in the repository (`Tests/Fixtures/Schemas`), so a plain
/// clone with nothing beside it runs every test: the OASIS SARIF 2.1.0 schema, with its header as published.
enum Schemas {
  static func url(_ name: String) -> URL? {
    let url = Fixtures.url("Schemas/\(name)")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
