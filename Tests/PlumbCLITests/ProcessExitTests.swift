import Foundation
import Testing

@testable import PlumbKit

/// A child process's end is heard through its termination handler, not Foundation's polling `waitUntilExit()`: when
/// `wait()` returns the process has ended and its status is known, whatever the status and however long it ran.
@Suite struct ProcessExitTests {
  func run(_ script: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    let exit = ProcessExit(of: process)
    try process.run()
    exit.wait()
    return process
  }

  @Test func theStatusIsKnownWhenTheWaitReturns() throws {
    for (script, status) in [("exit 0", Int32(0)), ("exit 3", 3), ("sleep 0.2; exit 7", 7)] {
      let process = try run(script)
      #expect(!process.isRunning, "\(script)")
      #expect(process.terminationReason == .exit && process.terminationStatus == status, "\(script)")
    }
  }

  @Test func aKilledProcessIsHeardToo() throws {
    let process = try run("kill -TERM $$; sleep 5")
    #expect(!process.isRunning)
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
  }

  /// Git through `ChangeSet.git`, which waits this way: its output, and a failure with git's own message.
  @Test func gitsAnswersAndFailuresComeThrough() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-exit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try ChangeSet.git(["init", "--quiet"], in: folder)
    let inside = try ChangeSet.git(["rev-parse", "--is-inside-work-tree"], in: folder)
    #expect(String(decoding: inside, as: UTF8.self) == "true\n")
    #expect(throws: PlumbError.self) { try ChangeSet.git(["rev-parse", "--verify", "no-such-branch"], in: folder) }
  }
}
