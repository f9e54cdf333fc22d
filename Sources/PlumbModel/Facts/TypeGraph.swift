/// Which types use which, across the modules of a workspace: the type-level counterpart of `ModuleGraph`.
public struct TypeGraph: Hashable, Codable, Sendable {
  /// A declared type, named by its module and qualified name.
  public struct Node: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var module: ModuleID
    public var name: String

    public init(module: ModuleID, name: String) {
      self.module = module
      self.name = name
    }

    public var description: String { "\(module).\(name)" }

    public static func < (lhs: Node, rhs: Node) -> Bool { (lhs.module, lhs.name) < (rhs.module, rhs.name) }
  }

  /// `from` mentions `to`. Both ends carry their module, so cross-module uses are plain to see.
  public struct Edge: Hashable, Comparable, Codable, Sendable {
    public enum Kind: String, Hashable, Comparable, Codable, Sendable, CaseIterable {
      /// `to` is in `from`'s inheritance clause (superclass or conformance).
      case inheritance
      /// `to` is the type of one of `from`'s stored properties.
      case storedProperty
      /// `from` is an extension, in another module, of `to`.
      case `extension`
      /// Any other mention: method signatures, initialiser calls, static members, generic arguments.
      case use

      public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var from: Node
    public var to: Node
    /// Sorted; one edge per pair of types however many ways one mentions the other.
    public var kinds: [Kind]
    /// The file that holds the referencing declaration, and the declaration's position there.
    public var location: Location

    public init(from: Node, to: Node, kinds: [Kind], location: Location) {
      self.from = from
      self.to = to
      self.kinds = kinds
      self.location = location
    }

    public var isCrossModule: Bool { from.module != to.module }

    public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// Declared types, and extensions of types declared elsewhere (another module, or outside the workspace) as
  /// nodes of the module that holds them; sorted.
  public var nodes: [Node]
  /// Sorted by `from`, then `to`.
  public var edges: [Edge]

  /// `Array<Element>` → `Array`: the graph names generic types without their arguments.
  public static func withoutGenericArguments(_ name: String) -> String {
    name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// The dotted identifiers of a written type, in order: `[String: Core.User]?` → `String`, `Core.User`.
  public static func dottedNames(in written: String) -> [Substring] {
    written.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
  }

  public init(nodes: [Node] = [], edges: [Edge] = []) {
    self.nodes = nodes.sorted()
    self.edges = Self.sortedByEnds(edges)
  }

  /// `edges.sorted()`, with each distinct end ranked once: comparing two edges compares four strings or more, and
  /// an app has thousands of edges between far fewer types. Stable, as `sorted()` is.
  static func sortedByEnds(_ edges: [Edge]) -> [Edge] {
    var ends = Set<Node>()
    for edge in edges {
      ends.insert(edge.from)
      ends.insert(edge.to)
    }
    let rank = Dictionary(uniqueKeysWithValues: ends.sorted().enumerated().map { ($1, $0) })
    let keyed = edges.map { (from: rank[$0.from]!, to: rank[$0.to]!, edge: $0) }
    return keyed.sorted { ($0.from, $0.to) < ($1.from, $1.to) }.map(\.edge)
  }
}
