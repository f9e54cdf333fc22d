import Foundation

public struct Catalog {
  public var titles: [String]
  public func count() -> Int { titles.count }
}
