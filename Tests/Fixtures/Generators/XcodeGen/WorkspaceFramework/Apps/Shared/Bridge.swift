import Engine

public struct Bridge {
  public init() {}
  public func start() { Engine.run() }
}
