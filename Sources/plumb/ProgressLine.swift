import Foundation

/// A one-line progress indicator on stderr for runs that take more than a second. Silent when stderr is not a
/// terminal (CI logs, pipes) and for fast runs, so normal output stays clean.
final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let enabled: Bool
  private let started = Date()
  private var step = ""
  private var shown = false
  private var finished = false
  private var timer: DispatchSourceTimer?

  /// - Parameter delay: how long a run must last before the line appears.
  init(enabled: Bool = Terminal.isTTY(2), delay: TimeInterval = 1) {
    self.enabled = enabled
    guard enabled else { return }
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + delay, repeating: 0.25)
    timer.setEventHandler { [weak self] in self?.draw() }
    timer.resume()
    self.timer = timer
  }

  /// Names what the run is doing now ("loading manifests", "rendering the graph").
  func update(_ step: String) {
    lock.lock()
    self.step = step
    lock.unlock()
  }

  /// Clears the line; call once the run's own output is about to be written.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    guard enabled, !finished else { return }
    finished = true
    timer?.cancel()
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
  }

  deinit { timer?.cancel() }

  private func draw() {
    lock.lock()
    defer { lock.unlock() }
    guard !finished else { return }
    shown = true
    let seconds = Int(Date().timeIntervalSince(started))
    FileHandle.standardError.write(Data("\r\u{1B}[2Kplumb: \(step)… \(seconds)s".utf8))
  }
}
