import Meter

/// The mean of a million samples, timed by whoever runs it.
func measure(samples: Int) -> Double {
  var meter = Meter()
  for index in 0..<samples {
    if index % 2 == 0 { meter.record(Double(index)) }
  }
  return meter.mean
}

print(measure(samples: 1_000_000))
