/// Counts what it is given.
public struct Counter {
  public private(set) var total = 0

  public init() {}

  public mutating func add(_ amount: Int) { total += amount }
}
