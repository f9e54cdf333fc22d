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
    // Looked for in the bytes first: a name without a `<` byte has no `<` character (most names); in ASCII text the
    // first `<` byte is the first `<` character. In other text a combining mark after a `<` makes another character.
    guard let angle = name.utf8.firstIndex(of: UInt8(ascii: "<")) else { return name }
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return String(name[..<angle]) }
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// The dotted identifiers of a written type, in order: `[String: Core.User]?` → `String`, `Core.User`.
  public static func dottedNames(in written: String) -> [Substring] {
    // Every stored property's type of every type goes through here in each analysis: an ASCII text (nearly every
    // one) is cut at its bytes, where the letters and digits are those `Character`'s properties name (and the one
    // cluster of several ASCII scalars, `\r\n`, cuts either way), without looking each character up.
    guard written.utf8.allSatisfy({ $0 < 0x80 }) else {
      return written.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }
    var names: [Substring] = []
    let bytes = written.utf8
    var start: String.Index?
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      if isASCIINameByte(byte) || byte == UInt8(ascii: ".") {
        if start == nil { start = index }
      } else if let first = start {
        names.append(written[first..<index])
        start = nil
      }
      bytes.formIndex(after: &index)
    }
    if let first = start { names.append(written[first..<bytes.endIndex]) }
    return names
  }

  /// `text` with only what a name is written with, letters, digits and `_`: `[Core.User]?` → `CoreUser`. An ASCII
  /// text is read at its bytes, as `dottedNames` reads one.
  public static func nameCharacters<Text: StringProtocol>(of text: Text) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return String(text.filter { $0.isLetter || $0.isNumber || $0 == "_" })
    }
    let kept = text.utf8.filter(isASCIINameByte)
    return String(decoding: kept, as: UTF8.self)
  }

  /// An ASCII letter, digit or `_`: the bytes of ASCII text whose characters are letters, numbers or `_`.
  static func isASCIINameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
      || byte == UInt8(ascii: "_")
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
