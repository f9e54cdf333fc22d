public final class MemoryStore: FruitStore {
  private var kept: [Fruit] = []

  public init() {}

  public func add(_ fruit: Fruit) { kept.append(fruit) }

  public func fruits() -> [Fruit] { kept }
}
