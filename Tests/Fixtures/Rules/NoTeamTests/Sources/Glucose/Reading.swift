public struct Reading: Equatable {
  public var value: Double
  public init(value: Double) { self.value = value }

  public var isLow: Bool { value < 70 }
}

public protocol SensorManager: AnyObject {
  static var title: String { get }
}

public protocol SensorPluginProtocol {
  var managerType: SensorManager.Type? { get }
}

public final class Dexter: SensorManager {
  public static let title = "Dexter"

  public func trend(of readings: [Reading]) -> Int {
    guard let first = readings.first, let last = readings.last else { return 0 }
    if last.value > first.value { return 1 }
    return last.value < first.value ? -1 : 0
  }
}
