import Core

public final class FeedViewModel {
  private let store: FruitStore
  public private(set) var shown: [Fruit] = []

  public init(store: FruitStore) { self.store = store }

  public func refresh() {
    shown = store.fruits().filter { fruit in
      if fruit.ripe { return true }
      return fruit.name.hasPrefix("A")
    }
  }
}
