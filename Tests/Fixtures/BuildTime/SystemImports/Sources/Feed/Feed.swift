#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Clock
import Model

/// Entries in the order they arrived, each stamped.
public struct Feed {
  public private(set) var entries: [Entry] = []
  private let ticker = Ticker()

  public init() {}

  public mutating func add(_ title: String) {
    entries.append(Entry(title: title, seconds: ticker.tick()))
  }

  public var latest: Date? { entries.isEmpty ? nil : Date() }
}
