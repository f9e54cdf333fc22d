import Meter

/// Fails when `Meter` did not link as expected.
func check() {
  var meter = Meter()
  meter.record(1)
  if meter.mean != 1 { fatalError("Meter does not link") }
}

check()
