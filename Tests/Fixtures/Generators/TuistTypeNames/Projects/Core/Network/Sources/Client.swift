import Storage

public final class Client {
  let store: Store
  public init(store: Store) { self.store = store }
}
