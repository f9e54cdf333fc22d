import Namespace

/// A line of a receipt: data only.
public struct Item: Codable {
  public var name: String
  public var cents: Int
}

public protocol Priced {
  var cents: Int { get }
}
