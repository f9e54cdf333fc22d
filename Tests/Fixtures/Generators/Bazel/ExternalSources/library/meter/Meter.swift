import Foundation

/// A meter's last reading, rounded for display.
public func rounded(_ value: Double) -> Double {
  value < 0 ? 0 : value.rounded()
}
