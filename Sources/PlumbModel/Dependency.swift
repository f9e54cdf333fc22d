/// A directed edge between two modules: `from` needs `to`.
public struct Dependency: Hashable, Comparable, Codable, Sendable {
  public enum Kind: Hashable, Codable, Sendable {
    /// A target in the same package or project (`"Core"`, `.target(name:)`, an Xcode target dependency).
    case target
    /// A product of another package (`.product(name:package:)`), local or remote.
    case product(package: String, product: String)
    /// A pod the target's CocoaPods `Podfile` gives it: a development pod of the workspace or an external node.
    /// Declared, but loosely: a Podfile shares pods between targets through helpers and inheritance.
    case pod(name: String)
    /// Not declared anywhere: the code imports the module or uses its types.
    case importOnly
  }

  public var from: ModuleID
  public var to: ModuleID
  public var kind: Kind
  /// A build condition (`.when(platforms: [.iOS])`), as written, when there is one.
  public var condition: String?
  /// The line that declares the edge (manifest, project) or, for import-only edges, the first import.
  public var location: Location?
  /// The importer also copies the module into its bundle (Xcode's "Embed Frameworks"): the edge is needed at run
  /// time even where no source imports the module (a framework that other embedded frameworks link).
  public var isEmbedded: Bool

  public init(
    from: ModuleID, to: ModuleID, kind: Kind, condition: String? = nil, location: Location? = nil,
    isEmbedded: Bool = false
  ) {
    self.from = from
    self.to = to
    self.kind = kind
    self.condition = condition
    self.location = location
    self.isEmbedded = isEmbedded
  }

  public var isDeclared: Bool { kind != .importOnly }

  /// Declared by a Podfile rather than by the target itself.
  public var isPod: Bool {
    if case .pod = kind { return true }
    return false
  }

  public static func < (lhs: Dependency, rhs: Dependency) -> Bool {
    (lhs.from, lhs.to) < (rhs.from, rhs.to)
  }
}
