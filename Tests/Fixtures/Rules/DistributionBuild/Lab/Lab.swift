public struct Experiment {
  public var name: String
  public var enabled: Bool

  public init(name: String, enabled: Bool) {
    self.name = name
    self.enabled = enabled
  }

  public func label() -> String {
    enabled ? "\(name) (on)" : name
  }
}
