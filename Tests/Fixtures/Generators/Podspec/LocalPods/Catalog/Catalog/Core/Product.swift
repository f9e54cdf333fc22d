import Networking

public struct Product {
  public var id: Int
  public init(id: Int) { self.id = id }
}
