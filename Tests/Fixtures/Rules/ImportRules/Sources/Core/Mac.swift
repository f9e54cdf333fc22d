public struct Mac {
  public var name: String
  public init(name: String) { self.name = name }
}

/// Values other modules extend, as a dependency container would.
public struct DependencyValues {
  public init() {}
}
