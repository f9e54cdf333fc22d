import Foundation

/// The end of a child process, heard as soon as it comes. Foundation's `Process.waitUntilExit()` on Linux looks
/// whether the child has ended every 50 ms (it runs the current run loop for 50 ms at a time), so each git command
/// cost up to 50 ms of waiting after git was done: most of the first half second of a `plumb history`, whose git
/// commands run one after another before any revision is read. Made before the process starts (it sets the
/// process's `terminationHandler`, which Foundation calls once the exit status is known).
final class ProcessExit: Sendable {
  private let ended = DispatchSemaphore(value: 0)

  init(of process: Process) {
    process.terminationHandler = { [ended] _ in ended.signal() }
  }

  /// Returns once the process has ended; its `terminationStatus` is then known. Call it once, and only for a
  /// process that started.
  func wait() { ended.wait() }
}
