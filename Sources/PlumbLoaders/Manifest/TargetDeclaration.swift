import PlumbModel

/// A target as the manifest declares it (`.target`, `.executableTarget`, `.testTarget`, `.macro`, `.plugin`,
/// `.binaryTarget`, `.systemLibrary`).
public struct TargetDeclaration: Hashable, Codable, Sendable {
  /// Named as `swift package dump-package` names target types.
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    case regular, executable, test, macro, plugin, binary, system

    /// The module kind the graph gives a target of this kind.
    public var moduleKind: Module.Kind {
      switch self {
      case .regular: .regular
      case .executable: .executable
      case .test: .test
      case .macro: .macro
      case .plugin: .plugin
      case .binary: .binary
      case .system: .system
      }
    }
  }

  public var name: String
  public var kind: Kind
  public var dependencies: [TargetDependencyDeclaration]
  /// The custom `path:`, relative to the package folder.
  public var path: String?
  public var exclude: [String]
  /// The `sources:` list, relative to the target folder; nil when not given (every source file counts).
  public var sources: [String]?
  /// The paths of its resources (`.copy`, `.process`, `.embedInCode`), relative to the target folder: SwiftPM gives
  /// a file below one the resource's rule, even a `.swift` file (expected outputs a test compares against), so they
  /// are not sources.
  public var resources: [String] = []
  /// Flags `swiftSettings` defines for `#if` (`.define("BETA")`, `-D` in `.unsafeFlags`), in any configuration.
  public var defines: [String] = []
  /// True when the static reader could not read all that may give the target settings: an entry of its own
  /// `swiftSettings` it cannot evaluate (a flag read from a file when the manifest runs), or a statement after
  /// `Package(...)` it cannot evaluate (which may change any target). `defines` is then not all the target defines.
  /// Nil when all was read. Other targets of a manifest read in part keep what they define.
  public var settingsMayBeIncomplete: Bool?
  /// The build-tool plugins the target applies (`plugins: [.plugin(name: "OpenAPIGenerator", package: ...)]`), by
  /// name: they may write sources the target compiles at build time, which plumb never sees.
  public var plugins: [String] = []
  /// Where the target is declared: the `.target(` of its declaration.
  public var location: Location?

  public init(
    name: String,
    kind: Kind,
    dependencies: [TargetDependencyDeclaration] = [],
    path: String? = nil,
    exclude: [String] = [],
    sources: [String]? = nil,
    location: Location? = nil
  ) {
    self.name = name
    self.kind = kind
    self.dependencies = dependencies
    self.path = path
    self.exclude = exclude
    self.sources = sources
    self.location = location
  }

  /// The flags `-D X` and `-DX` define.
  static func defines(inFlags flags: [String]) -> [String] {
    var result: [String] = []
    for (index, flag) in flags.enumerated() {
      if flag == "-D", index + 1 < flags.count {
        result.append(flags[index + 1])
      } else if flag.hasPrefix("-D"), flag.count > 2 {
        result.append(String(flag.dropFirst(2)))
      }
    }
    return result
  }

  var withoutLocations: TargetDeclaration {
    var copy = self
    copy.location = nil
    copy.settingsMayBeIncomplete = nil
    copy.dependencies = dependencies.map {
      var dependency = $0
      dependency.location = nil
      return dependency
    }
    return copy
  }
}
