import PlumbModel

/// A `RuleExample`'s arrow-form graph, parsed: the module graph, the places marked with `↓`, and a readable
/// label for every place a finding can point at (so a failing example says "edge Core -> MacsList").
public struct ExampleGraph: Sendable {
  public struct ParseError: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// Every example module lives in this package.
  public static let container = "Example"
  /// The file example locations point into.
  public static let manifest = "Package.swift"

  public var graph: ModuleGraph
  /// Labels of the marked places, once per marker, sorted.
  public var expected: [String]
  /// Module attributes given in brackets (`lines`, `files`, `types`, `abstract`), for metrics.
  public var attributes: [ModuleID: [String: Int]]
  private var labels: [Location: String]

  /// The label of the place a finding points at (`edge A -> B`, `module A`), or the location itself.
  public func label(of location: Location?) -> String {
    guard let location else { return "no location" }
    return labels[location] ?? location.description
  }

  public init(parsing text: String) throws {
    struct Node {
      var kind: Module.Kind = .regular
      var path: String?
      var attributes: [String: Int] = [:]
    }
    var nodes: [String: Node] = [:]
    var order: [String] = []
    var edges: [(from: String, to: String)] = []
    var markedEdges: [Int] = []
    var markedModules: [String] = []

    func node(_ raw: Substring) throws -> String {
      let text = raw.trimmingCharacters(in: .whitespaces)
      var name = text
      var attributeText: Substring?
      if let open = text.firstIndex(of: "[") {
        guard text.hasSuffix("]") else { throw ParseError(description: "unclosed '[' in '\(text)'") }
        name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        attributeText = text[text.index(after: open)..<text.index(before: text.endIndex)]
      }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw ParseError(description: "'\(text)' is not a module name")
      }
      if nodes[name] == nil {
        nodes[name] = Node()
        order.append(name)
      }
      for attribute in attributeText?.split(separator: ",") ?? [] {
        let parts = attribute.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 1 {
          guard let kind = Module.Kind(rawValue: parts[0]) else {
            throw ParseError(description: "unknown module kind '\(parts[0])'")
          }
          nodes[name]!.kind = kind
        } else if parts[0] == "path" {
          nodes[name]!.path = parts[1]
        } else {
          guard let value = Int(parts[1]) else { throw ParseError(description: "'\(attribute)' needs a number") }
          nodes[name]!.attributes[parts[0]] = value
        }
      }
      return name
    }

    let statements = text.split(whereSeparator: { $0 == ";" || $0 == "\n" })
    for statement in statements {
      var body = Substring(statement.trimmingCharacters(in: .whitespaces))
      var markers = 0
      while body.first == "↓" {
        markers += 1
        body = body.dropFirst()
      }
      guard !body.isEmpty else { continue }
      let names = try body.components(separatedBy: "->").map { try node(Substring($0)) }
      if names.count == 1 {
        markedModules += Array(repeating: names[0], count: markers)
        continue
      }
      for (offset, pair) in zip(names, names.dropFirst()).enumerated() {
        if offset == 0 { markedEdges += Array(repeating: edges.count, count: markers) }
        edges.append((pair.0, pair.1))
      }
    }

    // Module i is declared on line i+1 of the example manifest, edge j on line 100+j.
    var labels: [Location: String] = [:]
    var ids: [String: ModuleID] = [:]
    var modules: [Module] = []
    var attributes: [ModuleID: [String: Int]] = [:]
    for (index, name) in order.enumerated() {
      let id = ModuleID(container: Self.container, name: name)
      let info = nodes[name]!
      let declaredAt = Location(file: Self.manifest, line: index + 1, column: 5)
      ids[name] = id
      labels[declaredAt] = "module \(name)"
      let path = info.kind == .external ? nil : info.path ?? (info.kind.isTestKind ? "Tests/\(name)" : "Sources/\(name)")
      modules.append(Module(id: id, kind: info.kind, path: path, declaredAt: declaredAt))
      if !info.attributes.isEmpty { attributes[id] = info.attributes }
    }
    var dependencies: [Dependency] = []
    for (index, edge) in edges.enumerated() {
      let location = Location(file: Self.manifest, line: 100 + index, column: 9)
      labels[location] = "edge \(edge.from) -> \(edge.to)"
      dependencies.append(Dependency(from: ids[edge.from]!, to: ids[edge.to]!, kind: .target, location: location))
    }
    self.graph = ModuleGraph(
      containers: [Container(name: Self.container, kind: .swiftPackage, path: Self.manifest)], modules: modules,
      dependencies: dependencies)
    self.labels = labels
    self.attributes = attributes
    self.expected =
      (markedEdges.map { "edge \(edges[$0].from) -> \(edges[$0].to)" } + markedModules.map { "module \($0)" }).sorted()
  }
}

extension Module.Kind {
  var isTestKind: Bool { self == .test || self == .unitTest || self == .uiTest }
}
