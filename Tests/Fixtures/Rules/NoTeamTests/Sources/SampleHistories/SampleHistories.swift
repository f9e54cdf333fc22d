import Glucose

/// Histories the tests share.
public enum SampleHistories {
  public static let falling = [Reading(value: 120), Reading(value: 95), Reading(value: 68)]

  public static func rising(from start: Double, steps: Int) -> [Reading] {
    (0..<steps).map { step in Reading(value: start + Double(step) * 5) }
  }
}
