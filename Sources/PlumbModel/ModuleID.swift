/// Identifies a module across the whole analysed workspace.
///
/// The container is what declares the module: a Swift package's name, an Xcode project's name
/// (`App.xcodeproj`), `external:<package identity>` for products of remote packages, or `inferred` for
/// folders that belong to no target. Target names are unique within a container, so the pair is unique.
///
/// Module ids are the keys of every per-module table (edges, metrics, the rules' reach and facts), so they hash once,
/// when made: a lookup then hashes one integer instead of both names, and the rules and metrics stay linear in the
/// edges rather than in the characters of the names on them. Equality still compares the names.
public struct ModuleID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  public var container: String { didSet { hashCode = Self.hashCode(container, name) } }
  public var name: String { didSet { hashCode = Self.hashCode(container, name) } }
  /// Both names hashed together with this process's seed; never stored (the seed changes from run to run).
  private var hashCode: Int

  /// The container of the folder modules `plumb score` reads in place of projects, specs or manifests the load
  /// could not read (`InferredModules.unreadFolderModules`): the score tells them from modules a build describes.
  public static let unreadContainer = "unread"

  /// Whether the module is a folder read in place of a project or manifest that could not be read.
  public var standsInForUnreadProject: Bool { container == Self.unreadContainer }

  public init(container: String, name: String) {
    self.container = container
    self.name = name
    hashCode = Self.hashCode(container, name)
  }

  private static func hashCode(_ container: String, _ name: String) -> Int {
    var hasher = Hasher()
    hasher.combine(container)
    hasher.combine(name)
    return hasher.finalize()
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(hashCode)
  }

  public static func == (lhs: ModuleID, rhs: ModuleID) -> Bool {
    lhs.hashCode == rhs.hashCode && lhs.name == rhs.name && lhs.container == rhs.container
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
