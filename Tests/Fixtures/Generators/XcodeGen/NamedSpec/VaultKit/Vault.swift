/// The items a user keeps.
public struct Vault {
  public let items: [String]
  public init(items: [String]) { self.items = items }
}
