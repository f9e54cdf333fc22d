import Harbor

public struct Race {
  public var watch = Stopwatch()
  public var dock = Dock(berths: 2)

  public init() {}

  public func report() {
    print(watch.laps, dock.berths)
  }
}
