import WireHTTP

/// Builds many requests and counts their bytes.
func load(count: Int) -> Int {
  var total = 0
  for index in 0..<count {
    total += Request(path: "/item/\(index)").frame().bytes.count
    if total < 0 { break }
  }
  return total
}

print("bytes: \(load(count: 10_000))")
