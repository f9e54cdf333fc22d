import PlumbModel

/// Where each file belongs and which types each module declares, for resolving names the way the compiler
/// looks them up: nested scopes first, then the file's module, then the modules the file can see.
struct WorkspaceIndex {
  let graph: ModuleGraph
  let names: ModuleNameIndex
  /// File path → the module that compiles it (the first, when several targets compile the file).
  private(set) var moduleOfFile: [String: ModuleID] = [:]
  /// File path → every module that compiles it (an app and its widget often share files), in graph order.
  private(set) var modulesOfFile: [String: [ModuleID]] = [:]
  /// Module → what its build defines, for imports under `#if`.
  private var conditions: [ModuleID: BuildCondition] = [:]
  /// Module → qualified type name → the declaring file and position; top-level `private` and `fileprivate` types
  /// are in `filePrivate` instead.
  private(set) var declared: [ModuleID: [String: Location]] = [:]
  /// File path → its top-level `private` and `fileprivate` type names: Swift sees them in that file only, so a name
  /// written elsewhere (`Content` in a `ViewModifier`'s `body(content:)`, the protocol's own type) is not theirs.
  private var filePrivate: [String: Set<String>] = [:]
  /// Module → modules it re-exports with `@_exported import`.
  private(set) var reexports: [ModuleID: Set<ModuleID>] = [:]
  /// The last component of every type name the workspace declares: a name whose last component is not here
  /// (`String`, `View`, `URLSession`, most of what code names) resolves to nothing, and is answered at once.
  private var declaredSimpleNames: Set<Substring> = []
  /// Module → the last component of every nested type name it declares (`Outer.Inner` → `Inner`): a name is looked
  /// up in its enclosing scopes (`Scope.name`) only when the module declares a nested type ending in it, so the
  /// candidates (one new string each) are not made for every name of every type.
  private var nestedSimpleNames: [ModuleID: Set<Substring>] = [:]
  /// Every name a module of the graph is written with (its module name and its identifier's name): a dotted name
  /// whose first component is none of these is not module-qualified, and is not split to find out.
  private var qualifierNames: Set<Substring> = []

  init(graph: ModuleGraph, files: [FileFacts]) {
    self.init(graph: graph, files: files, for: nil)
  }

  /// The index that resolves the names of `resolving` (nil: of every file): the types of the modules those files'
  /// modules compile or see (`visibleModules`), each module's re-exports, every file's place. A name is looked up in
  /// its file's module and the modules it sees only, so the other modules' types change nothing it resolves to: a
  /// run after an edit resolves the changed files without indexing every type of the workspace.
  init(graph: ModuleGraph, files: [FileFacts], for resolving: [FileFacts]?) {
    self.graph = graph
    self.names = ModuleNameIndex(graph: graph)
    for module in graph.modules {
      qualifierNames.insert(Substring(module.moduleName))
      qualifierNames.insert(Substring(module.id.name))
    }
    for module in graph.modules where !module.isExternal {
      for source in module.sources {
        if moduleOfFile[source] == nil { moduleOfFile[source] = module.id }
        modulesOfFile[source, default: []].append(module.id)
      }
      if !module.build.isEmpty { conditions[module.id] = BuildCondition(module.build) }
    }
    var indexed: Set<ModuleID>?
    if let resolving {
      for fileIndex in files.indices {
        for module in modulesOfFile[files[fileIndex].path] ?? [] {
          addReexports(of: files[fileIndex].imports, in: module)
        }
      }
      var seen = Set<ModuleID>()
      for file in resolving {
        for module in modulesOfFile[file.path] ?? [] {
          seen.insert(module)
          seen.formUnion(visibleModules(of: file, in: module))
        }
      }
      indexed = seen
    }
    // Fields are read through the arrays: copying each `FileFacts` and `TypeFact` out would retain every field they
    // hold (a run after an edit indexes most of a large app's files for one changed file).
    for fileIndex in files.indices {
      let path = files[fileIndex].path
      for module in modulesOfFile[path] ?? [] where indexed?.contains(module) != false {
        for typeIndex in files[fileIndex].types.indices where files[fileIndex].types[typeIndex].kind != .extension {
          let name = files[fileIndex].types[typeIndex].name
          let position = files[fileIndex].types[typeIndex].position
          declaredSimpleNames.insert(Self.lastComponent(of: name))
          let isNested = files[fileIndex].types[typeIndex].isNested
          if Self.isFilePrivate(accessLevel: files[fileIndex].types[typeIndex].accessLevel, isNested: isNested) {
            filePrivate[path, default: []].insert(name)
            continue
          }
          if declared[module, default: [:]][name] == nil {
            declared[module, default: [:]][name] = Location(file: path, line: position.line, column: position.column)
          }
          if isNested {
            nestedSimpleNames[module, default: []].insert(Self.lastComponent(of: name))
          }
        }
        if indexed == nil { addReexports(of: files[fileIndex].imports, in: module) }
      }
    }
  }

  /// The modules a file's `@_exported import`s (in `imports`) make `module` re-export.
  private mutating func addReexports(of imports: [ImportFact], in module: ModuleID) {
    for fact in imports where fact.isExported && compiles(fact, in: module) {
      if let target = self.module(named: fact.module, importedFrom: module), target != module {
        reexports[module, default: []].insert(target)
      }
    }
  }

  /// The module an `import name` in `importer` means (see `ModuleNameIndex`); nil when the graph has no module of
  /// that name.
  func module(named name: String, importedFrom importer: ModuleID) -> ModuleID? {
    names.module(named: name, importedFrom: importer)
  }

  /// Whether an import is compiled for `module`: false when its `#if` condition cannot hold for the module's build
  /// (a flag it never defines, another platform).
  func compiles(_ fact: ImportFact, in module: ModuleID) -> Bool {
    guard let condition = fact.condition, let build = conditions[module] else { return true }
    return build.mayHold(condition)
  }

  /// The modules a file sees besides its own: what it imports, and what those re-export, transitively; sorted.
  func visibleModules(of file: FileFacts, in module: ModuleID) -> [ModuleID] {
    visibleModules(importing: importedModules(of: file, in: module), in: module)
  }

  /// The modules the file's imports that `module` compiles mean, in the file's order (`module` itself included
  /// where the file imports it).
  func importedModules(of file: FileFacts, in module: ModuleID) -> [ModuleID] {
    file.imports.filter { compiles($0, in: module) }.compactMap { self.module(named: $0.module, importedFrom: module) }
  }

  /// `visibleModules(of:in:)` of a file whose imports mean `imported` (`importedModules(of:in:)`), for a caller
  /// that has resolved them already.
  func visibleModules(importing imported: [ModuleID], in module: ModuleID) -> [ModuleID] {
    var visible = Set<ModuleID>()
    var pending = imported
    while let next = pending.popLast() {
      guard next != module, visible.insert(next).inserted else { continue }
      pending += reexports[next, default: []]
    }
    return visible.sorted()
  }

  /// A top-level type declared `private` or `fileprivate`: visible in its file only.
  static func isFilePrivate(_ type: TypeFact) -> Bool {
    isFilePrivate(accessLevel: type.accessLevel, isNested: type.isNested)
  }

  static func isFilePrivate(accessLevel: AccessLevel?, isNested: Bool) -> Bool {
    (accessLevel == .private || accessLevel == .fileprivate) && !isNested
  }

  /// Resolves a referenced name, seen inside `scope` (a qualified type name, or nil at file scope) in `file` (whose
  /// file-private types it may name; none when nil).
  func resolve(
    _ name: String, scope: String?, module: ModuleID, visible: [ModuleID], file: String? = nil
  ) -> TypeGraph.Node? {
    // Every candidate below ends in the name's last component.
    guard declaredSimpleNames.contains(Self.lastComponent(of: name)) else { return nil }
    // `Core.User`: a module-qualified name. This runs for every name every type and file write, so the dot is looked
    // for in the bytes (as `TypeFact.isNested` does) and the first component among the modules' names before the name
    // is split; in text that is not ASCII a `.` byte a combining mark follows is no `.` to `split`, so such a name is
    // always split.
    if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")),
      dot == name.startIndex || qualifierNames.contains(name[..<dot]) || !name.utf8.allSatisfy({ $0 < 0x80 })
    {
      let components = name.split(separator: ".").map(String.init)
      if components.count > 1,
        let qualifier = ([module] + visible).first(where: { (graph[$0]?.moduleName ?? $0.name) == components[0] })
      {
        let rest = components.dropFirst().joined(separator: ".")
        if declared[qualifier]?[rest] != nil { return TypeGraph.Node(module: qualifier, name: rest) }
      }
    }
    // The name inside each enclosing scope, innermost first (`A.B.name`, `A.name`), then at the top: the first
    // declared (or private to the file) is the one meant.
    let own = declared[module] ?? [:]
    let ownPrivate = file.flatMap { filePrivate[$0] } ?? []
    func isDeclared(_ candidate: String) -> Bool { ownPrivate.contains(candidate) || own[candidate] != nil }
    // A candidate `prefix.name` has a dot, so it is never a file-private type (those are top-level): only a nested
    // type the module declares can be it.
    if let nested = nestedSimpleNames[module], nested.contains(Self.lastComponent(of: name)) {
      for prefix in Self.enclosingScopes(of: scope) {
        let candidate = "\(prefix).\(name)"
        if isDeclared(candidate) { return TypeGraph.Node(module: module, name: candidate) }
      }
    }
    if isDeclared(name) { return TypeGraph.Node(module: module, name: name) }
    for other in visible where declared[other]?[name] != nil {
      return TypeGraph.Node(module: other, name: name)
    }
    return nil
  }

  /// `A.B.C` → `A.B.C`, `A.B`, `A`: the scopes a name is looked up in, innermost first (none at file scope).
  static func enclosingScopes(of scope: String?) -> [Substring] {
    guard let scope else { return [] }
    var prefixes: [Substring] = []
    var prefix = Substring(scope)
    // In an ASCII scope (nearly every one) a `.` byte is a `.` character: its bytes are searched, not its
    // characters; another scope is read as text, where a `.` a combining mark follows is no `.`.
    let isASCII = scope.utf8.allSatisfy { $0 < 0x80 }
    while !prefix.isEmpty {
      prefixes.append(prefix)
      guard let dot = isASCII ? prefix.utf8.lastIndex(of: UInt8(ascii: ".")) : prefix.lastIndex(of: ".") else { break }
      prefix = prefix[..<dot]
    }
    return prefixes
  }

  func location(of node: TypeGraph.Node) -> Location? { declared[node.module]?[node.name] }

  /// Those of `names` (last components of type names) that a type of `files` ends in: a name none ends in resolves
  /// to nothing in any index of those files (`resolve` answers it at once), whichever modules it indexes.
  static func declaredAmong(_ names: Set<Substring>, in files: [FileFacts]) -> Set<Substring> {
    var declared = Set<Substring>()
    guard !names.isEmpty else { return declared }
    // Fields are read through the arrays: copying each `FileFacts` and `TypeFact` out would retain every field.
    for fileIndex in files.indices {
      for typeIndex in files[fileIndex].types.indices where files[fileIndex].types[typeIndex].kind != .extension {
        let last = lastComponent(of: files[fileIndex].types[typeIndex].name)
        if names.contains(last) { declared.insert(last) }
      }
    }
    return declared
  }

  /// `declaredAmong(_:in:)` over the types the summaries say their modules declare (`ModuleFacts.declaredTypes`, of
  /// every file a module compiles): the same names, when the summaries are of these files.
  static func declaredAmong(_ names: Set<Substring>, in summaries: SourceFacts) -> Set<Substring> {
    var declared = Set<Substring>()
    guard !names.isEmpty else { return declared }
    for module in summaries.modules.values {
      for name in module.declaredTypes {
        let last = lastComponent(of: name)
        if names.contains(last) { declared.insert(last) }
      }
    }
    return declared
  }

  /// `Outer.Inner` → `Inner`, without splitting the name into strings.
  static func lastComponent(of name: String) -> Substring {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(name) }
    return name[name.utf8.index(after: dot)...]
  }
}
