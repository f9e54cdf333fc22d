import Foundation
import PlumbReporters
import Testing

/// Collects what a progress line writes.
private final class Sink: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [String] = []
  func append(_ text: String) {
    lock.lock()
    parts.append(text)
    lock.unlock()
  }
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return parts.joined()
  }
}

@Suite struct ProgressLineTests {
  @Test func slowRunsShowTheStepAndClearTheLine() async throws {
    let sink = Sink()
    let progress = ProgressLine(enabled: true, delay: 0.05) { sink.append($0) }
    progress.update("loading the workspace")
    try await Task.sleep(for: .milliseconds(400))
    progress.finish()
    #expect(sink.text.contains("plumb: loading the workspace… 0s"))
    #expect(sink.text.hasSuffix("\r\u{1B}[2K"))
  }

  @Test func fastRunsStaySilent() async throws {
    let sink = Sink()
    let progress = ProgressLine(enabled: true, delay: 5) { sink.append($0) }
    progress.update("loading")
    progress.finish()
    try await Task.sleep(for: .milliseconds(50))
    #expect(sink.text.isEmpty)
  }

  @Test func disabledLinesNeverDraw() async throws {
    let sink = Sink()
    let progress = ProgressLine(enabled: false, delay: 0) { sink.append($0) }
    progress.update("loading")
    try await Task.sleep(for: .milliseconds(100))
    progress.finish()
    #expect(sink.text.isEmpty)
  }
}
