public struct Meter {
  public private(set) var samples: [Double] = []
  public init() {}
  public mutating func record(_ value: Double) { samples.append(value) }
  public var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }
}
