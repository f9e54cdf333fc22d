public struct Fruit: Equatable {
  public var name: String
  public var ripe: Bool

  public init(name: String, ripe: Bool) {
    self.name = name
    self.ripe = ripe
  }
}

public protocol FruitStore {
  func fruits() -> [Fruit]
}
