import Glucose
import ReadingTestingKit
import ReplayEngine

/// A sensor for the simulator: it replays readings instead of talking to hardware.
public final class MockSensor {
  private let replay: Replay
  public init(readings: [Reading]) { replay = Replay(readings) }

  public func poll() -> Reading {
    if let reading = replay.next() { return reading }
    return Reading(value: 100)
  }
}
