public struct Support {
  public init() {}

  public func retryDelay(after failures: Int) -> Int {
    failures < 3 ? failures * 2 : 10
  }
}
