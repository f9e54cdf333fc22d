import Networking

public struct Product {
  public var id: Int
  public init(id: Int) { self.id = id }

  public func isFeatured(among ids: [Int]) -> Bool {
    ids.contains(id)
  }
}
