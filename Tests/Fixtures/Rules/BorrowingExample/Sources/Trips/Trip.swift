public struct Trip {
  public var stops: [String]

  public init(stops: [String]) {
    self.stops = stops
  }

  public var isRoundTrip: Bool {
    guard let first = stops.first, stops.count > 1 else { return false }
    return stops.last == first
  }
}
