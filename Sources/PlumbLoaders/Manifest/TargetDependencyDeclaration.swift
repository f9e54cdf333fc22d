import PlumbModel

/// One entry of a target's `dependencies:`.
public struct TargetDependencyDeclaration: Hashable, Codable, Sendable {
  public enum Kind: Hashable, Codable, Sendable {
    /// A string literal (`"Core"`) or `.byName(name:)`: a target of the same package, else a product.
    case byName(String)
    /// `.target(name:)`: a target of the same package.
    case target(String)
    /// `.product(name:package:)`: a product of a package dependency (`package` nil in old manifests).
    case product(name: String, package: String?)
  }

  public var kind: Kind
  public var condition: BuildCondition?
  /// Where the dependency is written: the string literal, the `.product(` or the shorthand that produced it.
  public var location: Location?

  public init(_ kind: Kind, condition: BuildCondition? = nil, location: Location? = nil) {
    self.kind = kind
    self.condition = condition
    self.location = location
  }

  public var name: String {
    switch kind {
    case .byName(let name), .target(let name), .product(let name, _): name
    }
  }
}

/// `.when(platforms:configuration:traits:)`.
public struct BuildCondition: Hashable, Codable, Sendable {
  /// Lower-cased platform names (`ios`, `macos`), in the order written.
  public var platforms: [String]
  /// `debug` or `release`.
  public var configuration: String?
  public var traits: [String]

  public init(platforms: [String] = [], configuration: String? = nil, traits: [String] = []) {
    self.platforms = platforms
    self.configuration = configuration
    self.traits = traits
  }

  /// The condition as people write it, for the graph: `platforms: iOS, macOS; configuration: debug`.
  public var text: String {
    var parts: [String] = []
    if !platforms.isEmpty { parts.append("platforms: " + platforms.map(Self.displayName).joined(separator: ", ")) }
    if let configuration { parts.append("configuration: \(configuration)") }
    if !traits.isEmpty { parts.append("traits: " + traits.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
  }

  static let displayNames = [
    "macos": "macOS", "ios": "iOS", "maccatalyst": "macCatalyst", "tvos": "tvOS", "watchos": "watchOS",
    "visionos": "visionOS", "driverkit": "DriverKit", "linux": "Linux", "windows": "Windows",
    "android": "Android", "wasi": "WASI", "openbsd": "OpenBSD", "freebsd": "FreeBSD",
  ]

  static func displayName(_ platform: String) -> String { displayNames[platform] ?? platform }
}
