import CommonModels

/// An order for one day, as the domain layer sees it.
public struct Order: Hashable {
  public let day: Weekday
  public let count: Int

  public init(day: Weekday, count: Int) {
    self.day = day
    self.count = count
  }
}
