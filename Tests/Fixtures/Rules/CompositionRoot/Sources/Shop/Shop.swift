import Foundation

public struct Basket {
  public var items: [String] = []

  public init() {}

  public mutating func add(_ item: String) {
    if !items.contains(item) { items.append(item) }
  }
}

public enum Services {
  public static var endpoint = URL(string: "https://example.com")!
  public static var trace = false
}
