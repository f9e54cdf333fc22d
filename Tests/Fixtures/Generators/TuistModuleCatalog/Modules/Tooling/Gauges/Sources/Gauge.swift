public struct Gauge {
  public let level: Int
  public init(level: Int) { self.level = level }
}
