/// A stored property of a type (computed properties are only counted, in `TypeFact.MemberCounts`).
public struct PropertyFact: Hashable, Codable, Sendable {
  public enum Ownership: String, Hashable, Codable, Sendable {
    case weak, unowned
  }

  public var name: String
  /// The declared type as written (`UserService?`, `[Item]`), when there is an annotation.
  public var type: String?
  /// The type an initialiser call implies, for `let service = UserService()`; nil otherwise.
  public var inferredType: String?
  /// Attribute names without `@` and without arguments: property wrappers (`State`, `StateObject`, `Published`,
  /// `Environment`, `Dependency`, ...) and plain attributes (`IBOutlet`, `MainActor`).
  public var attributes: [String]
  public var ownership: Ownership?
  public var isStatic: Bool
  /// `let` rather than `var`.
  public var isConstant: Bool
  public var line: Int

  public init(
    name: String, type: String? = nil, inferredType: String? = nil, attributes: [String] = [],
    ownership: Ownership? = nil, isStatic: Bool = false, isConstant: Bool = false, line: Int
  ) {
    self.name = name
    self.type = type
    self.inferredType = inferredType
    self.attributes = attributes
    self.ownership = ownership
    self.isStatic = isStatic
    self.isConstant = isConstant
    self.line = line
  }

  /// The declared type, or else the inferred one.
  public var typeName: String? { type ?? inferredType }
}
