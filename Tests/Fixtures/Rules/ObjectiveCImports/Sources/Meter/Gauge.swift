public struct Gauge {
  public init() {}
}
