import Foundation
import Glucose

/// A reading placed relative to now, for tests that build a history.
public struct DateRelativeReading {
  public var offset: TimeInterval
  public var value: Double

  public func reading(relativeTo date: Date) -> (Date, Reading) {
    let when = offset < 0 ? date.addingTimeInterval(offset) : date
    return (when, Reading(value: value))
  }
}
