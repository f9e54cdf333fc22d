import Glucose

/// Replays recorded readings, one per call, for the simulated sensor.
public final class Replay {
  private var queue: [Reading]
  public init(_ readings: [Reading]) { queue = readings }

  public func next() -> Reading? {
    if queue.isEmpty { return nil }
    return queue.removeFirst()
  }
}
