import Core

public final class ListViewModel {
  public var accounts: [Account] = []

  public init() {}

  public func title() -> String {
    guard let first = accounts.first else { return "" }
    return first.name
  }
}
