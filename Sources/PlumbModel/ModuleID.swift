/// Identifies a module across the whole analysed workspace.
///
/// The container is what declares the module: a Swift package's name, an Xcode project's name
/// (`App.xcodeproj`), `external:<package identity>` for products of remote packages, or `inferred` for
/// folders that belong to no target. Target names are unique within a container, so the pair is unique.
public struct ModuleID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  public var container: String
  public var name: String

  public init(container: String, name: String) {
    self.container = container
    self.name = name
  }

  /// `container/name`: stable, printable and used as the `id` in every machine-readable output.
  public var description: String { "\(container)/\(name)" }

  public static func < (lhs: ModuleID, rhs: ModuleID) -> Bool {
    (lhs.container, lhs.name) < (rhs.container, rhs.name)
  }

  public init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let slash = text.lastIndex(of: "/") else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "module id '\(text)' has no '/'"))
    }
    self.init(container: String(text[..<slash]), name: String(text[text.index(after: slash)...]))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
