public final class Store {
  public init() {}
  public var values: [String: String] = [:]
}
