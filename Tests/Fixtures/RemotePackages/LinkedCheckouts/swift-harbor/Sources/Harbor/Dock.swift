public struct Dock {
  public var berths: Int

  public init(berths: Int) {
    self.berths = berths
  }
}
