public struct Secret {
  public var name: String
  public init(name: String) { self.name = name }
}
