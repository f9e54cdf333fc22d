public final class Store {
  private var values: [String: String] = [:]

  public func value(for key: String) -> String? {
    values[key]
  }
}
