public struct Account {
  public let name: String

  public init(name: String) {
    self.name = name
  }
}
