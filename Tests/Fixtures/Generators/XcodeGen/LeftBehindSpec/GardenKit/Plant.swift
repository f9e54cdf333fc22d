public struct Plant {
  public let name: String
  public init(name: String) { self.name = name }
}
