/// A dock with a fixed number of berths.
public struct Dock {
  public let berths: Int

  public init(berths: Int) {
    self.berths = berths
  }
}
