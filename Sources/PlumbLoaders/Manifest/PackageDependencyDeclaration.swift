import PlumbModel

/// An entry of the manifest's `dependencies:`: another package, where it comes from and which versions.
public struct PackageDependencyDeclaration: Hashable, Codable, Sendable {
  public enum Source: Hashable, Codable, Sendable {
    /// `.package(url:...)`: a git repository.
    case sourceControl(url: String)
    /// `.package(path:)`: a folder on disk, as an absolute, standardised path.
    case fileSystem(path: String)
    /// `.package(id: "scope.name", ...)`: a package registry identity.
    case registry(id: String)
  }

  /// Which versions are acceptable. Ranges are half-open, normalised the way SwiftPM does it: `from: "1.2.0"`
  /// is `1.2.0 ..< 2.0.0`, `"1.0.0"..."1.5.0"` is `1.0.0 ..< 1.5.1`.
  public enum Requirement: Hashable, Codable, Sendable {
    case range(lowerBound: String, upperBound: String)
    case exact(String)
    case branch(String)
    case revision(String)
  }

  /// SwiftPM's package identity: the last path component of the URL or path, lower-cased, without `.git`; the
  /// registry id for registry packages. `.product(name:package:)` names a package by it.
  public var identity: String
  /// The `name:` argument, when given (older manifests refer to the package by it).
  public var name: String?
  public var source: Source
  /// Nil for `.package(path:)`, which has none.
  public var requirement: Requirement?
  public var location: Location?

  public init(
    identity: String,
    name: String? = nil,
    source: Source,
    requirement: Requirement? = nil,
    location: Location? = nil
  ) {
    self.identity = identity
    self.name = name
    self.source = source
    self.requirement = requirement
    self.location = location
  }

  /// The identity SwiftPM derives from a URL or a path: `https://github.com/apple/swift-nio.git` → `swift-nio`.
  public static func identity(of urlOrPath: String) -> String {
    var text = urlOrPath
    while text.hasSuffix("/") { text.removeLast() }
    var last = text.split(separator: "/").last.map(String.init) ?? text
    if let colon = last.lastIndex(of: ":"), text.contains("@") { last = String(last[last.index(after: colon)...]) }
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.lowercased()
  }

  /// True when `.product(name:package:)`'s `package:` argument designates this dependency.
  public func isNamed(_ reference: String) -> Bool {
    identity == reference.lowercased() || name == reference
  }
}
