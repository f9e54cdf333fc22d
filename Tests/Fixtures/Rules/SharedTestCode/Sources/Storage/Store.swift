/// Keeps entries in memory.
public final class Store {
  private var entries: [String] = []

  public init() {}

  public func add(_ entry: String) { entries.append(entry) }
  public var count: Int { entries.count }
}
