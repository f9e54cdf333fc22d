public func balance(of amounts: [Int]) -> Int {
  amounts.reduce(0) { $0 + $1 }
}
