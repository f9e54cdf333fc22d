import Dispatch
import Foundation

/// How long each stage of one run took (`--timings`): for users who wonder where the time goes, and for the
/// benchmarks. A class, so that the copies of a `Pipeline` and the command around it add to one record; locked, as
/// stages may be timed from several threads.
public final class StageTimings: @unchecked Sendable {
  /// The stages in the order a run meets them; a stage timed twice adds up.
  /// `write`: the wait, after the report, for the caches' files still being written (`CacheWrites`).
  public static let stages = ["load", "scan", "interpret", "graph", "metrics", "rules", "score", "report", "write"]

  private let lock = NSLock()
  private var seconds: [String: Double] = [:]
  private var counts: [(name: String, value: Int)] = []

  public init() {}

  /// Runs `body` and adds its wall time to `stage`.
  public func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
    let start = DispatchTime.now().uptimeNanoseconds
    defer {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      lock.withLock { seconds[stage, default: 0] += elapsed }
    }
    return try body()
  }

  /// The seconds of every stage that ran, in pipeline order.
  public var recorded: [(stage: String, seconds: Double)] {
    lock.withLock {
      Self.stages.compactMap { stage in seconds[stage].map { (stage: stage, seconds: $0) } }
        + seconds.keys.filter { !Self.stages.contains($0) }.sorted().map { (stage: $0, seconds: seconds[$0]!) }
    }
  }

  /// One line for standard error: `plumb: timings (s): load 0.012, scan 0.034, ..., total 0.051`.
  public var summary: String {
    let parts = recorded.map { "\($0.stage) \(Self.format($0.seconds))" }
    let total = recorded.reduce(0) { $0 + $1.seconds }
    return "plumb: timings (s): " + (parts + ["total \(Self.format(total))"]).joined(separator: ", ")
  }

  /// Keeps a count the run made (`plumb history`: how many files it parsed), told after the stages' times.
  public func count(_ name: String, _ value: Int) {
    lock.withLock { counts.append((name, value)) }
  }

  /// The counts kept, in the order kept: `plumb: counts: files parsed 4008, ...`; nil when none was.
  public var countsSummary: String? {
    let counts = lock.withLock { self.counts }
    guard !counts.isEmpty else { return nil }
    return "plumb: counts: " + counts.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
  }

  static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}

extension Optional where Wrapped == StageTimings {
  /// `measure` when timing, else just `body`.
  func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
    guard let timings = self else { return try body() }
    return try timings.measure(stage, body)
  }
}
