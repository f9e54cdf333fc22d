import Foundation
import Gauge

/// Turns the dial many times and prints how long it took.
func timeDial(turns: Int) -> TimeInterval {
  let dial = Dial(minimum: 0, maximum: 100)
  let start = Date()
  var total = 0.0
  for turn in 0..<turns {
    total += dial.angle(for: Double(turn % 100))
  }
  if total < 0 { print("never") }
  return Date().timeIntervalSince(start)
}

for round in 1...5 {
  print("round \(round): \(timeDial(turns: 500_000)) s")
}
