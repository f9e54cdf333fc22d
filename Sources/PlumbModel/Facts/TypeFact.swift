/// A type declaration (or an extension) found in a Swift file.
public struct TypeFact: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
  }

  /// Direct members, counted: a nested type's members belong to the nested type.
  public struct MemberCounts: Hashable, Codable, Sendable {
    /// Stored and computed properties (one per binding: `var a, b: Int` counts two).
    public var properties: Int
    public var methods: Int
    public var initializers: Int
    public var nestedTypes: Int

    public init(properties: Int = 0, methods: Int = 0, initializers: Int = 0, nestedTypes: Int = 0) {
      self.properties = properties
      self.methods = methods
      self.initializers = initializers
      self.nestedTypes = nestedTypes
    }
  }

  /// Qualified by the enclosing types (`Outer.Inner`); for an extension, the extended type as written.
  public var name: String
  public var kind: Kind
  /// The access level written on the declaration; nil when none is (internal, or inherited for extensions).
  public var accessLevel: AccessLevel?
  /// Attribute names without `@` and without arguments (`Observable`, `MainActor`, `Reducer`, `Model`).
  public var attributes: [String]
  /// The inheritance clause as written, in order: superclass (if any) and conformances.
  public var inherits: [String]
  public var genericParameters: [String]
  public var isFinal: Bool
  public var properties: [PropertyFact]
  public var memberCounts: MemberCounts
  /// Where the name is.
  public var position: SourcePosition
  /// First and last line of the declaration, attributes and braces included.
  public var startLine: Int
  public var endLine: Int
  /// Names of the types this declaration mentions outside its nested types, sorted and unique: annotations,
  /// initialiser calls (`Foo(...)`), generic arguments, inheritance, static member bases (`Foo.shared`), the
  /// extended type. Capitalised names only; resolving them against real types is the type graph's job.
  public var references: [String]
  /// Names of the properties (stored and computed) and methods declared directly in the body, sorted and unique:
  /// how other modules use what an extension adds, by name.
  public var memberNames: [String] = []
  /// Those of `memberNames` other modules see: declared `public` or `open`, or with no access level in a `public`
  /// extension (`public extension ConstraintView { var snp }`); sorted and unique. An internal member of another
  /// module's extension is not visible to the modules that import it.
  public var publicMemberNames: [String] = []
  /// Closures this declaration's code assigns to a property (`viewController.onSelect = { ... }`) that capture
  /// `self` strongly, in source order: who stores them keeps `self` alive.
  public var selfCapturingClosures: [ClosureAssignment] = []

  public init(
    name: String, kind: Kind, accessLevel: AccessLevel? = nil, attributes: [String] = [], inherits: [String] = [],
    genericParameters: [String] = [], isFinal: Bool = false, properties: [PropertyFact] = [],
    memberCounts: MemberCounts = .init(), position: SourcePosition, startLine: Int, endLine: Int,
    references: [String] = [], memberNames: [String] = [], publicMemberNames: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.accessLevel = accessLevel
    self.attributes = attributes
    self.inherits = inherits
    self.genericParameters = genericParameters
    self.isFinal = isFinal
    self.properties = properties
    self.memberCounts = memberCounts
    self.position = position
    self.startLine = startLine
    self.endLine = endLine
    self.references = references
    self.memberNames = memberNames
    self.publicMemberNames = publicMemberNames
  }

  /// The last component of the name (`Inner` for `Outer.Inner`).
  public var simpleName: String {
    // Most types are not nested: looking for a dot is much cheaper than splitting.
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    let last = name[name.utf8.index(after: dot)...]
    return last.isEmpty ? name : String(last)
  }

  /// Whether the type is declared inside another (`Outer.Inner`). The dot is looked for in the bytes: `contains(".")`
  /// is Foundation's search for a string, and the interpretation and the score ask this of every type.
  public var isNested: Bool { name.utf8.contains(UInt8(ascii: ".")) }

  public var lineCount: Int { endLine - startLine + 1 }
}

/// `target = { ... }` in a type's code, where the closure captures `self` strongly: `self` is used in it and the
/// capture list does not make it `weak` or `unowned` (or names `self` itself: `[self]`).
public struct ClosureAssignment: Hashable, Codable, Sendable {
  /// The assigned property as written, without a leading `self.` and without `?`/`!` (`viewController.onSelect`,
  /// `onUpdate`).
  public var target: String
  /// Where the assignment starts.
  public var position: SourcePosition

  public init(target: String, position: SourcePosition) {
    self.target = target
    self.position = position
  }
}
