/// One `import` declaration of a Swift file.
///
/// Every form is kept with what makes it special, so rules can tell `@testable import` from `@_exported import`,
/// and an import that only happens under `#if canImport(UIKit)` from one that always happens.
public struct ImportFact: Hashable, Codable, Sendable {
  /// The kind keyword of a scoped import (`import struct Core.User`).
  public enum ScopeKind: String, Hashable, Codable, Sendable {
    case `typealias`, `struct`, `class`, `enum`, `protocol`, `let`, `var`, `func`, `inout`
  }

  /// The imported module: the first component of the path.
  public var module: String
  /// The full path as written, `["Core", "User"]` for `import struct Core.User`.
  public var path: [String]
  /// Attribute names without `@`, as written: `testable`, `_exported`, `_implementationOnly`, `_spi(Internal)`,
  /// `preconcurrency`.
  public var attributes: [String]
  /// `public import`, `package import`, ...; nil when the import has no access-level modifier.
  public var accessLevel: AccessLevel?
  /// Set for scoped imports only.
  public var scopeKind: ScopeKind?
  /// The `#if` conditions the import sits under, outermost first, joined with ` && `; an `#else` branch reads
  /// `!(condition)`. Nil for imports that are always compiled.
  public var condition: String?
  public var position: SourcePosition

  public init(
    module: String, path: [String], attributes: [String] = [], accessLevel: AccessLevel? = nil,
    scopeKind: ScopeKind? = nil, condition: String? = nil, position: SourcePosition
  ) {
    self.module = module
    self.path = path
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.scopeKind = scopeKind
    self.condition = condition
    self.position = position
  }

  public var isTestable: Bool { attributes.contains("testable") }
  public var isExported: Bool { attributes.contains("_exported") }
  public var isImplementationOnly: Bool { attributes.contains("_implementationOnly") }
  public var isScoped: Bool { scopeKind != nil }
  public var isConditional: Bool { condition != nil }

  /// The condition of an `#if`/`#elseif` clause as recorded: its own condition, preceded by the negation of the
  /// clauses before it (`!(os(iOS)) && os(macOS)` for `#elseif os(macOS)` after `#if os(iOS)`).
  public static func elseIfCondition(_ own: String, after earlier: [String]) -> String {
    guard !earlier.isEmpty else { return own }
    let ownText = own.contains("||") ? "(\(own))" : own
    return "!(\(earlier.joined(separator: " || "))) && \(ownText)"
  }
}
