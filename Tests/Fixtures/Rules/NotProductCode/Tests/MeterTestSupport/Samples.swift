import Meter

public func meter(with values: [Double]) -> Meter {
  var meter = Meter()
  for value in values { meter.record(value) }
  return meter
}
