import Meter

/// Records `count` samples and returns their mean, the loop being what is timed.
func run(count: Int) -> Double {
  var meter = Meter()
  for index in 0..<count {
    meter.record(Double(index % 7))
    if meter.samples.count > 2 * count { break }
  }
  return meter.mean
}

print(run(count: 100_000))
