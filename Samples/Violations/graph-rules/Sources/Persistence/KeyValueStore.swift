import Foundation

/// A small typed wrapper over UserDefaults; enough for flags, favourites and the last search.
public struct KeyValueStore: @unchecked Sendable {
  private let defaults: UserDefaults

  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  public func strings(forKey key: String) -> [String] {
    defaults.stringArray(forKey: key) ?? []
  }

  public func set(_ strings: [String], forKey key: String) {
    defaults.set(strings, forKey: key)
  }

  public func bool(forKey key: String) -> Bool? {
    defaults.object(forKey: key) as? Bool
  }

  public func set(_ value: Bool, forKey key: String) {
    defaults.set(value, forKey: key)
  }
}
