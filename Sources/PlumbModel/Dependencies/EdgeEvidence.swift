/// What makes one module edge `from → to`: the line that declares it (a manifest's target or product dependency, an
/// Xcode target dependency or linked product, a Podfile's pod), the imports of `to` in the sources of `from`, and the
/// references from the types of `from` to the types of `to`. An edge no manifest declares (import-only) has imports
/// or type references and no declaration.
public struct EdgeEvidence: Hashable, Codable, Sendable {
  /// The manifest or project line that declares the edge.
  public struct Declaration: Hashable, Codable, Sendable {
    /// How it is declared: `target`, `product Networking of package Kit`, `pod Alamofire`.
    public var kind: String
    /// The declaring line; nil when the loader did not know it.
    public var location: Location?
    /// A build condition as written (`.when(platforms: [.iOS])`).
    public var condition: String?

    public init(kind: String, location: Location?, condition: String? = nil) {
      self.kind = kind
      self.location = location
      self.condition = condition
    }
  }

  /// One `import` of the target module in the source module's files (any form: `@testable`, `import struct M.T`).
  public struct Import: Hashable, Codable, Sendable {
    public var location: Location
    /// Attribute names without `@` (`testable`, `_exported`).
    public var attributes: [String]
    /// The `#if` condition the import sits under, when there is one.
    public var condition: String?

    public init(location: Location, attributes: [String] = [], condition: String? = nil) {
      self.location = location
      self.attributes = attributes
      self.condition = condition
    }
  }

  /// A type of the source module that names a type of the target module: one per pair of types. The scanner records
  /// names per declaration, so the reference starts at the declaration that names the type; `locatingUses` moves it
  /// to the first line of that declaration that writes the name.
  public struct TypeReference: Hashable, Codable, Sendable {
    /// The type (or extension) in the source module.
    public var from: String
    /// The type named, in the target module.
    public var to: String
    /// How: inheritance (superclass or conformance), stored property, extension, or any other use.
    public var kinds: [TypeGraph.Edge.Kind]
    /// The first line that names the type when `isLineOfUse`, else the referencing declaration (its name).
    public var location: Location
    /// The lines of the referencing declaration, attributes to closing brace, when known.
    public var declarationLines: ClosedRange<Int>?
    /// Whether `location` is a line that writes the name, found in the source text.
    public var isLineOfUse: Bool
    /// What the named type is (struct, class, protocol...), when the code index knows it.
    public var targetKind: TypeFact.Kind?
    /// The named type's architectural role, when the code index knows it.
    public var targetRole: Role?

    public init(
      from: String, to: String, kinds: [TypeGraph.Edge.Kind], location: Location,
      declarationLines: ClosedRange<Int>? = nil, isLineOfUse: Bool = false, targetKind: TypeFact.Kind? = nil,
      targetRole: Role? = nil
    ) {
      self.from = from
      self.to = to
      self.kinds = kinds
      self.location = location
      self.declarationLines = declarationLines
      self.isLineOfUse = isLineOfUse
      self.targetKind = targetKind
      self.targetRole = targetRole
    }

    /// How the name may be written, longest first: `CatalogViewModel.Row`, then `Row`.
    public var writtenNames: [String] {
      let simple = to.split(separator: ".").last.map(String.init) ?? to
      return simple == to ? [to] : [to, simple]
    }
  }

  /// A member the target module adds to a type declared elsewhere (`extension DependencyValues { var apiClient }`)
  /// that the source module's code names (`\.apiClient`): used without importing the target or naming its types, as
  /// Swift allows until MemberImportVisibility. Matched by name, so a member of the same name from elsewhere counts
  /// too.
  public struct MemberUse: Hashable, Codable, Sendable {
    public var name: String
    /// The file that names it, at the first line that does when that was looked up (`locatingUses`).
    public var location: Location

    public init(name: String, location: Location) {
      self.name = name
      self.location = location
    }
  }

  public var from: ModuleID
  public var to: ModuleID
  /// nil for an edge only the code shows (import-only).
  public var declaration: Declaration?
  /// Sorted by location; empty when the sources were not scanned.
  public var imports: [Import]
  /// Sorted by location, then names; empty when the types were not indexed (`typesKnown` false).
  public var typeReferences: [TypeReference]
  /// Members of the target's extensions the source names, one per file and name; sorted by location.
  public var members: [MemberUse]
  /// Whether the sources were scanned, so that no import means none was written.
  public var importsKnown: Bool
  /// Whether the type references were looked for, so that none means none was found.
  public var typesKnown: Bool

  public init(
    from: ModuleID, to: ModuleID, declaration: Declaration? = nil, imports: [Import] = [],
    typeReferences: [TypeReference] = [], members: [MemberUse] = [], importsKnown: Bool = true,
    typesKnown: Bool = true
  ) {
    self.from = from
    self.to = to
    self.declaration = declaration
    self.imports = imports
    self.typeReferences = typeReferences
    self.members = members
    self.importsKnown = importsKnown
    self.typesKnown = typesKnown
  }

  public var isDeclared: Bool { declaration != nil }

  /// Imports, type references and members named: how much code stands behind the edge, the weight a dependency
  /// matrix shows.
  public var uses: Int { imports.count + typeReferences.count + members.count }

  /// Files of the source module that import the target module.
  public var importingFiles: Int { Set(imports.map(\.location.file)).count }

  /// The cost of removing the edge, for cycle advice: its uses, and at least 1 (a declaration alone is a line to
  /// delete).
  public var cost: Int { max(1, uses) }

  /// The distinct types of the target module that the source module names, sorted.
  public var referencedTypes: [String] { Array(Set(typeReferences.map(\.to))).sorted() }
}

/// The evidence of every edge of a module graph, worked out once: the one place that says what makes an edge, for
/// `plumb why`, the dependency matrix and cycle advice.
///
/// Imports are resolved as `undeclared-import` and `unused-dependency` resolve them (`ImportResolver`: the module an
/// `import X` means from the importer, imports under an `#if` the module's build never compiles left out). Type
/// references come from the type graph: a cross-module edge between two types counts once, at the declaration that
/// names the other type. References from top-level code (outside any type) are not in the type graph and are not
/// listed.
public struct DependencyEvidence: Sendable {
  public let graph: ModuleGraph
  /// Whether the sources were scanned (imports are known).
  public let importsKnown: Bool
  /// Whether the type graph was at hand (type references are known).
  public let typesKnown: Bool
  private let byEdge: [EdgeKey: EdgeEvidence]

  struct EdgeKey: Hashable {
    var from: ModuleID
    var to: ModuleID
  }

  /// - Parameters:
  ///   - sourceFacts: the scanned imports; nil when the sources were not scanned (declarations only).
  ///   - code: the type graph with each type's kind and role; nil lists no type references.
  public init(graph: ModuleGraph, sourceFacts: SourceFacts?, code: CodeIndex?) {
    self.graph = graph
    importsKnown = sourceFacts != nil
    typesKnown = code != nil
    var byEdge: [EdgeKey: EdgeEvidence] = [:]
    for dependency in graph.dependencies {
      byEdge[EdgeKey(from: dependency.from, to: dependency.to)] = EdgeEvidence(
        from: dependency.from, to: dependency.to, declaration: Self.declaration(of: dependency),
        importsKnown: sourceFacts != nil, typesKnown: code != nil)
    }
    if let sourceFacts {
      let resolver = ImportResolver(graph: graph, sourceFacts: sourceFacts)
      for id in sourceFacts.modules.keys {
        for item in resolver.compiledImports(of: id) {
          guard let target = resolver.module(named: item.module, importedFrom: id) else { continue }
          let key = EdgeKey(from: id, to: target)
          guard byEdge[key] != nil else { continue }
          byEdge[key]!.imports.append(
            EdgeEvidence.Import(location: item.location, attributes: item.attributes, condition: item.condition))
        }
      }
    }
    if let code {
      // The lines of each declaration, by where its name is: the type graph places an edge there.
      var declarationLines: [Location: ClosedRange<Int>] = [:]
      for file in code.files {
        for type in file.types {
          let at = Location(file: file.path, line: type.position.line, column: type.position.column)
          declarationLines[at] = type.startLine...max(type.startLine, type.endLine)
        }
      }
      // Members the target's extensions add, named in the source's files.
      if let sourceFacts {
        for file in code.files {
          guard let module = code.moduleOfFile[file.path], !file.memberNames.isEmpty else { continue }
          for dependency in graph.dependencies(of: module) {
            guard let added = sourceFacts.modules[dependency.to]?.extensionMembers, !added.isEmpty else { continue }
            let used = Set(file.memberNames).intersection(added)
            guard !used.isEmpty else { continue }
            let key = EdgeKey(from: module, to: dependency.to)
            byEdge[key]!.members += used.sorted().map {
              EdgeEvidence.MemberUse(name: $0, location: Location(file: file.path))
            }
          }
        }
      }
      for edge in code.typeGraph.edges where edge.isCrossModule {
        let key = EdgeKey(from: edge.from.module, to: edge.to.module)
        guard byEdge[key] != nil else { continue }
        let target = code.types[edge.to]
        byEdge[key]!.typeReferences.append(
          EdgeEvidence.TypeReference(
            from: edge.from.name, to: edge.to.name, kinds: edge.kinds, location: edge.location,
            declarationLines: declarationLines[edge.location], targetKind: target?.fact.kind,
            targetRole: target.map(\.role)))
      }
    }
    for key in byEdge.keys {
      byEdge[key]!.imports.sort { $0.location < $1.location }
      byEdge[key]!.typeReferences.sort { ($0.location, $0.from, $0.to) < ($1.location, $1.from, $1.to) }
      byEdge[key]!.members.sort { ($0.location, $0.name) < ($1.location, $1.name) }
    }
    self.byEdge = byEdge
  }

  private init(graph: ModuleGraph, importsKnown: Bool, typesKnown: Bool, byEdge: [EdgeKey: EdgeEvidence]) {
    self.graph = graph
    self.importsKnown = importsKnown
    self.typesKnown = typesKnown
    self.byEdge = byEdge
  }

  /// Evidence worked out elsewhere (the folder level: `FolderGraph.evidence`), one per edge of `graph`.
  public init(graph: ModuleGraph, edges: [EdgeEvidence], importsKnown: Bool, typesKnown: Bool) {
    var byEdge: [EdgeKey: EdgeEvidence] = [:]
    for edge in edges { byEdge[EdgeKey(from: edge.from, to: edge.to)] = edge }
    self.init(graph: graph, importsKnown: importsKnown, typesKnown: typesKnown, byEdge: byEdge)
  }

  /// The same evidence over a narrower graph (tests or external products left out, `--source`): names are resolved
  /// in the whole graph, so leaving modules out changes no edge's evidence.
  public func narrowed(to graph: ModuleGraph) -> DependencyEvidence {
    let kept = Set(graph.dependencies.map { EdgeKey(from: $0.from, to: $0.to) })
    return DependencyEvidence(
      graph: graph, importsKnown: importsKnown, typesKnown: typesKnown,
      byEdge: byEdge.filter { kept.contains($0.key) })
  }

  /// The same evidence with `locatingUses` applied to the edges `which` selects (reading source text costs, so only
  /// for the edges that are shown).
  public func locatingUses(
    where which: (EdgeEvidence) -> Bool,
    _ lineOfUse: (_ file: String, _ lines: ClosedRange<Int>, _ names: [String]) -> Int?
  ) -> DependencyEvidence {
    var byEdge = self.byEdge
    for (key, edge) in byEdge where which(edge) { byEdge[key] = edge.locatingUses(lineOfUse) }
    return DependencyEvidence(graph: graph, importsKnown: importsKnown, typesKnown: typesKnown, byEdge: byEdge)
  }

  /// The evidence of the edge `from → to`; nil when the graph has no such edge.
  public subscript(from: ModuleID, to: ModuleID) -> EdgeEvidence? {
    byEdge[EdgeKey(from: from, to: to)]
  }

  /// The evidence of an edge of the graph.
  public func evidence(for dependency: Dependency) -> EdgeEvidence {
    self[dependency.from, dependency.to]
      ?? EdgeEvidence(
        from: dependency.from, to: dependency.to, declaration: Self.declaration(of: dependency),
        importsKnown: importsKnown, typesKnown: typesKnown)
  }

  static func declaration(of dependency: Dependency) -> EdgeEvidence.Declaration? {
    let kind: String
    switch dependency.kind {
    case .importOnly: return nil
    case .target: kind = "target"
    case .product(let package, let product): kind = "product \(product) of package \(package)"
    case .pod(let name): kind = "pod \(name)"
    }
    return EdgeEvidence.Declaration(kind: kind, location: dependency.location, condition: dependency.condition)
  }
}

extension EdgeEvidence {
  /// The same evidence with each type reference moved to the first line of its declaration that writes the type's
  /// name, and each member use to the first line of its file that names it: `lineOfUse(file, lines, names)` answers
  /// from the source text (the caller reads it; the model does no I/O). What it finds no line for stays where it was.
  public func locatingUses(
    _ lineOfUse: (_ file: String, _ lines: ClosedRange<Int>, _ names: [String]) -> Int?
  ) -> EdgeEvidence {
    var edge = self
    for i in edge.typeReferences.indices where !edge.typeReferences[i].isLineOfUse {
      let reference = edge.typeReferences[i]
      guard let lines = reference.declarationLines,
        let line = lineOfUse(reference.location.file, lines, reference.writtenNames)
      else { continue }
      edge.typeReferences[i].location = Location(file: reference.location.file, line: line)
      edge.typeReferences[i].isLineOfUse = true
    }
    for i in edge.members.indices where edge.members[i].location.line == 0 {
      let member = edge.members[i]
      guard let line = lineOfUse(member.location.file, 1...Int.max, [member.name]) else { continue }
      edge.members[i].location = Location(file: member.location.file, line: line)
    }
    edge.typeReferences.sort { ($0.location, $0.from, $0.to) < ($1.location, $1.from, $1.to) }
    edge.members.sort { ($0.location, $0.name) < ($1.location, $1.name) }
    return edge
  }

  /// One line for messages: `declared at Package.swift:36 (target); imported at Sources/Core/A.swift:1; type
  /// references: AccountSummary → FavoritesStore (Sources/Core/A.swift:4)`, at most `limit` items of each kind with a
  /// count of the rest.
  public func summary(limit: Int = 3) -> String {
    var parts: [String] = []
    if let declaration {
      parts.append("declared" + (declaration.location.map { " at \($0)" } ?? "") + " (\(declaration.kind))")
    } else {
      parts.append("not declared")
    }
    func listed<T>(_ items: [T], _ describe: (T) -> String) -> String {
      let shown = items.prefix(limit).map(describe).joined(separator: ", ")
      return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }
    if !imports.isEmpty {
      parts.append("imported at " + listed(imports) { $0.location.description })
    } else if importsKnown {
      parts.append("never imported")
    }
    if !typeReferences.isEmpty {
      parts.append("type references: " + listed(typeReferences) { "\($0.from) → \($0.to) (\($0.location))" })
    } else if typesKnown {
      parts.append("no type named")
    }
    if !members.isEmpty {
      parts.append("members of its extensions named: " + listed(members) { "\($0.name) (\($0.location))" })
    }
    return parts.joined(separator: "; ")
  }
}
