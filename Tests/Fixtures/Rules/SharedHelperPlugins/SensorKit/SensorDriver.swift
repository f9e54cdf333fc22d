import Foundation
import os.log

/// Turns a sensor's raw counts into millimoles per litre.
public final class SensorDriver {
  private let log = OSLog(category: "SensorDriver")
  public let calibration: Double

  public init(calibration: Double) {
    self.calibration = calibration
  }

  public func reading(fromCounts counts: Int) -> Double? {
    guard counts > 0 else {
      log.error("no counts")
      return nil
    }
    return Double(counts) * calibration / 18
  }
}
