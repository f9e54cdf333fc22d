public func ranges(in values: [UInt32]) -> [ClosedRange<UInt32>] {
  var result: [ClosedRange<UInt32>] = []
  for value in values.sorted() {
    if let last = result.last, last.upperBound + 1 == value {
      result[result.count - 1] = last.lowerBound...value
    } else {
      result.append(value...value)
    }
  }
  return result
}
