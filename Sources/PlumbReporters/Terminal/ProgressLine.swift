import Foundation

/// A one-line progress indicator for runs that take more than a second: "plumb: loading manifests… 3s", redrawn in
/// place on stderr. Silent when stderr is not a terminal (CI logs, pipes) and for fast runs, so normal output stays
/// clean.
public final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let enabled: Bool
  private let started = Date()
  private let write: @Sendable (String) -> Void
  private var step = ""
  private var shown = false
  private var finished = false
  private var timer: DispatchSourceTimer?

  /// - Parameters:
  ///   - enabled: draw at all; by default only when stderr is a terminal.
  ///   - delay: how long a run must last before the line appears.
  ///   - write: where the line goes (stderr by default).
  public init(
    enabled: Bool = isatty(2) == 1, delay: TimeInterval = 1,
    write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    self.enabled = enabled
    self.write = write
    guard enabled else { return }
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + delay, repeating: 0.25)
    timer.setEventHandler { [weak self] in self?.draw() }
    timer.resume()
    self.timer = timer
  }

  /// Names what the run is doing now ("loading the workspace", "rendering the graph").
  public func update(_ step: String) {
    lock.lock()
    self.step = step
    lock.unlock()
  }

  /// Clears the line; call before the run writes its own output.
  public func finish() {
    lock.lock()
    defer { lock.unlock() }
    guard enabled, !finished else { return }
    finished = true
    timer?.cancel()
    if shown { write("\r\u{1B}[2K") }
  }

  deinit { timer?.cancel() }

  private func draw() {
    lock.lock()
    defer { lock.unlock() }
    guard !finished else { return }
    shown = true
    let seconds = Int(Date().timeIntervalSince(started))
    write("\r\u{1B}[2Kplumb: \(step)… \(seconds)s")
  }
}
