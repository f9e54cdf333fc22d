import CommonModels

/// A cake's price for a day: the initialiser computes it, which a test can check.
public struct Price {
  public let day: Weekday
  public let total: Int

  public init(day: Weekday, base: Int, count: Int) {
    self.day = day
    self.total = base * count
  }
}
