/// A reading clamped to the gauge's range.
public func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
  if value < range.lowerBound { return range.lowerBound }
  if value > range.upperBound { return range.upperBound }
  return value
}
