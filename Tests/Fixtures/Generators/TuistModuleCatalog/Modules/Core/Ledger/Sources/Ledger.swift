import Gauges

public struct Ledger {
  public let gauge: Gauge
  public init(gauge: Gauge) { self.gauge = gauge }
}
