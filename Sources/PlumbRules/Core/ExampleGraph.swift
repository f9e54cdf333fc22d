import PlumbModel

/// A `RuleExample`'s arrow-form graph, parsed: the module graph, the source facts, the places marked with `↓`,
/// and a readable label for every place a finding can point at (so a failing example says "edge Core -> MacsList").
///
/// Three arrows say what the manifest declares and what the sources import:
///
/// - `A -> B`: declared, and A's sources import B;
/// - `A -/-> B`: declared, but nothing in A imports B (an unused dependency);
/// - `A ..> B`: imported, but not declared (an undeclared import); not an edge of the graph.
public struct ExampleGraph: Sendable {
  public struct ParseError: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// Every example module lives in this package.
  public static let container = "Example"
  /// The file example locations point into.
  public static let manifest = "Package.swift"

  public var graph: ModuleGraph
  /// The imports the arrows imply, and the sizes from the bracket attributes, as the scanner would report them.
  public var sourceFacts: SourceFacts
  /// Labels of the marked places, once per marker, sorted.
  public var expected: [String]
  /// Module attributes given in brackets (`lines`, `files`, `types`, `abstract`), for metrics.
  public var attributes: [ModuleID: [String: Int]]
  private var labels: [Location: String]

  /// The label of the place a finding points at (`edge A -> B`, `module A`, `import A -> B`), or the location.
  public func label(of location: Location?) -> String {
    guard let location else { return "no location" }
    return labels[location] ?? location.description
  }

  private enum Arrow: String, CaseIterable {
    case declaredUnused = "-/->"
    case importOnly = "..>"
    case declared = "->"

    var declares: Bool { self != .importOnly }
    var imports: Bool { self != .declaredUnused }
  }

  private struct Link {
    var from: String
    var to: String
    var arrow: Arrow
  }

  public init(parsing text: String) throws {
    struct Node {
      var kind: Module.Kind = .regular
      var path: String?
      var attributes: [String: Int] = [:]
    }
    var nodes: [String: Node] = [:]
    var order: [String] = []
    var links: [Link] = []
    var markedLinks: [Int] = []
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
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "+" }) else {
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

    for statement in text.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
      var body = Substring(statement.trimmingCharacters(in: .whitespaces))
      var markers = 0
      while body.first == "↓" {
        markers += 1
        body = body.dropFirst()
      }
      guard !body.isEmpty else { continue }
      let (names, arrows) = Self.split(body)
      let ids = try names.map(node)
      if ids.count == 1 {
        markedModules += Array(repeating: ids[0], count: markers)
        continue
      }
      markedLinks += Array(repeating: links.count, count: markers)
      for (index, arrow) in arrows.enumerated() {
        links.append(Link(from: ids[index], to: ids[index + 1], arrow: arrow))
      }
    }

    // Module i is declared on line i+1 of the example manifest, edge j on line 100+j; module A's imports are in
    // Sources/A/A.swift, one per line in the order written.
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
      let path =
        info.kind == .external ? nil : info.path ?? (info.kind.isTestKind ? "Tests/\(name)" : "Sources/\(name)")
      let sources = path.map { ["\($0)/\(name).swift"] } ?? []
      modules.append(Module(id: id, kind: info.kind, path: path, sources: sources, declaredAt: declaredAt))
      if !info.attributes.isEmpty { attributes[id] = info.attributes }
    }
    var dependencies: [Dependency] = []
    var facts: [ModuleID: SourceFacts.ModuleFacts] = [:]
    var actual: [Dependency] = []
    var linkLabels: [String] = []
    for (index, link) in links.enumerated() {
      let from = ids[link.from]!
      let to = ids[link.to]!
      var label = ""
      if link.arrow.declares {
        let location = Location(file: Self.manifest, line: 100 + index, column: 9)
        label = "edge \(link.from) -> \(link.to)"
        labels[location] = label
        dependencies.append(Dependency(from: from, to: to, kind: .target, location: location))
      }
      if link.arrow.imports {
        let file = modules.first { $0.id == from }?.sources.first ?? "\(link.from).swift"
        let location = Location(file: file, line: (facts[from]?.imports.count ?? 0) + 1, column: 1)
        labels[location] = "import \(link.from) -> \(link.to)"
        if !link.arrow.declares { label = "import \(link.from) -> \(link.to)" }
        facts[from, default: .init()].imports.append(SourceFacts.Import(module: link.to, location: location))
        if !actual.contains(where: { $0.from == from && $0.to == to }) {
          actual.append(Dependency(from: from, to: to, kind: .importOnly, location: location))
        }
      }
      linkLabels.append(label)
    }
    for module in modules {
      let size = attributes[module.id] ?? [:]
      var moduleFacts = facts[module.id] ?? .init()
      moduleFacts.lines = size["lines"] ?? module.sources.count  // a line of code per file unless told
      moduleFacts.files = size["files"] ?? module.sources.count
      moduleFacts.types = size["types"] ?? 0
      // Code that does something unless told (`[functions=0]`): a module of an example has something to test.
      moduleFacts.functions = size["functions"] ?? moduleFacts.lines
      moduleFacts.abstractTypes = size["abstract"] ?? 0
      if !module.isExternal { facts[module.id] = moduleFacts }
    }
    self.graph = ModuleGraph(
      containers: [Container(name: Self.container, kind: .swiftPackage, path: Self.manifest)], modules: modules,
      dependencies: dependencies)
    self.sourceFacts = SourceFacts(modules: facts, actualDependencies: actual)
    self.labels = labels
    self.attributes = attributes
    self.expected = (markedLinks.map { linkLabels[$0] } + markedModules.map { "module \($0)" }).sorted()
  }

  /// `A -> B ..> C` into the names and the arrows between them.
  private static func split(_ body: Substring) -> ([Substring], [Arrow]) {
    var names: [Substring] = []
    var arrows: [Arrow] = []
    var rest = body
    var current = rest.startIndex
    while current < rest.endIndex {
      if let arrow = Arrow.allCases.first(where: { rest[current...].hasPrefix($0.rawValue) }) {
        names.append(rest[rest.startIndex..<current])
        arrows.append(arrow)
        rest = rest[rest.index(current, offsetBy: arrow.rawValue.count)...]
        current = rest.startIndex
      } else {
        current = rest.index(after: current)
      }
    }
    names.append(rest)
    return (names, arrows)
  }
}

extension Module.Kind {
  var isTestKind: Bool { self == .test || self == .unitTest || self == .uiTest }
}
