import PlumbModel

/// A product the package vends (`.library(name:type:targets:)`, `.executable`, `.plugin`).
public struct ProductDeclaration: Hashable, Codable, Sendable {
  public enum Kind: Hashable, Codable, Sendable {
    public enum LibraryType: String, Hashable, Codable, Sendable {
      case automatic, `static`, dynamic
    }

    case library(LibraryType)
    case executable
    case plugin
    case macro
    case snippet
  }

  public var name: String
  public var kind: Kind
  public var targets: [String]
  public var location: Location?

  public init(name: String, kind: Kind, targets: [String], location: Location? = nil) {
    self.name = name
    self.kind = kind
    self.targets = targets
    self.location = location
  }
}
