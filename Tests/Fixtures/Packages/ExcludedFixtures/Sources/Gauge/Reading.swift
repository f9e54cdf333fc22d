public func reading(_ text: String) -> Int {
  Int(text) ?? 0
}
