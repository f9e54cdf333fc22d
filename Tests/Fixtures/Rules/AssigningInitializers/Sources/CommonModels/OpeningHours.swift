/// When a shop opens on one day.
public struct OpeningHours: Hashable {
  public var day: Weekday
  public var opens: String
  public var closes: String
  public var isHoliday: Bool

  public init(day: Weekday, opens: String, closes: String) {
    self.day = day
    self.opens = opens
    self.closes = closes
    isHoliday = false
  }
}
