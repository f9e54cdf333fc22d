/// Prints a greeting and a number, to show the package called from another language.
public func greet(_ name: String, times: Int) {
  for _ in 0..<times {
    print("Hello, \(name)")
  }
}
