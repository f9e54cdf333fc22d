// A source file of the `Till` target that happens to be called Package.swift: a type, no manifest.

/// A bundle of items sold at one price.
public struct Package {
  public var items: [String]
  public var cents: Int

  public init(items: [String], cents: Int) {
    self.items = items
    self.cents = cents
  }
}
