public struct Stopwatch {
  public private(set) var laps: [Double] = []

  public init() {}

  public mutating func lap(_ seconds: Double) {
    laps.append(seconds)
  }
}
