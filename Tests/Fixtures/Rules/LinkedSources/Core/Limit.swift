public func clamp(_ value: Int, to limit: Int) -> Int {
  value > limit ? limit : value
}
