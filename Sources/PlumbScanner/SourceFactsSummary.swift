import PlumbModel

/// Folds per-file facts into the per-module numbers rules and metrics use.
public enum SourceFactsSummary {
  /// `only`: the modules to summarize (those a change reached); nil: every module of the graph.
  public static func summarize(
    graph: ModuleGraph, files: [FileFacts], actualEdges: [Dependency], references: [ModuleID: Set<ModuleID>]? = nil,
    only: Set<ModuleID>? = nil
  ) -> SourceFacts {
    // The scan stage hands in the references it resolved with the actual edges; other callers resolve them here.
    let references = references ?? ModuleReferences.compute(modules: graph, files: files)
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    // A class is abstract (in Martin's sense) when the workspace subclasses it and never marks it final;
    // protocols always are. Superclass names are collected over the whole workspace.
    var subclassed = Set<String>()
    for file in files {
      for type in file.types where type.kind == .class {
        if let superclass = type.inherits.first { subclassed.insert(superclass) }
      }
    }
    var modules: [ModuleID: SourceFacts.ModuleFacts] = [:]
    for module in graph.modules where !module.isExternal && only?.contains(module.id) != false {
      var facts = SourceFacts.ModuleFacts(referencedModules: references[module.id, default: []].sorted())
      let moduleFiles = module.sources.compactMap { byPath[$0] }
      let declaredHere = Set(moduleFiles.flatMap { $0.types.filter { $0.kind != .extension }.map(\.name) })
      var memberNames = Set<String>()
      var extensionMembers = Set<String>()
      var typeAttributes = Set<String>()
      var conformedTypes = Set<String>()
      var called = Set<String>()
      var declaredFunctions = Set<String>()
      var publicFunctions = Set<String>()
      var qualifiers = Set<String>()
      func addQualifiers(_ references: [String]) {
        for name in references { if let dot = name.firstIndex(of: ".") { qualifiers.insert(String(name[..<dot])) } }
      }
      for file in moduleFiles {
        addQualifiers(file.topLevelReferences)
        let path = file.path
        memberNames.formUnion(file.memberNames)
        called.formUnion(file.calledNames)
        publicFunctions.formUnion(file.publicFunctions)
        for function in file.functions where function.kind == .function { declaredFunctions.insert(function.name) }
        for type in file.types {
          typeAttributes.formUnion(type.attributes)
          addQualifiers(type.references)
        }
        for type in file.types where type.kind == .extension && !declaredHere.contains(type.name) {
          extensionMembers.formUnion(type.memberNames)
          if !type.inherits.isEmpty { conformedTypes.insert(type.name) }
        }
        facts.files += 1
        if path == "main.swift" || path.hasSuffix("/main.swift") { facts.hasEntryPoint = true }
        facts.lines += file.lines.code
        if file.generatedBy != nil { facts.generatedLines += file.lines.code }
        for function in file.functions { facts.add(function) }
        facts.typeChecking = facts.typeChecking + file.typeChecking
        for fact in file.imports {
          facts.imports.append(
            .init(
              module: fact.module, location: Location(file: path, line: fact.position.line, column: fact.position.column),
              attributes: fact.attributes, condition: fact.condition))
        }
        for type in file.types where type.kind != .extension {
          facts.types += 1
          if type.kind == .protocol || (type.kind == .class && !type.isFinal && subclassed.contains(type.name)) {
            facts.abstractTypes += 1
          }
        }
      }
      facts.memberNames = memberNames.sorted()
      facts.extensionMembers = extensionMembers.sorted()
      facts.typeAttributes = typeAttributes.sorted()
      if !typeAttributes.isDisjoint(with: SourceFacts.ModuleFacts.entryPointAttributes) { facts.hasEntryPoint = true }
      facts.declaredTypes = declaredHere.sorted()
      facts.conformedTypes = conformedTypes.sorted()
      // A name the module declares a function of is its own (a method called on `self`, a local helper).
      facts.calledFunctions = called.subtracting(declaredFunctions).sorted()
      facts.publicFunctions = publicFunctions.sorted()
      facts.typeQualifiers = qualifiers.sorted()
      modules[module.id] = facts
    }
    return SourceFacts(modules: modules, actualDependencies: actualEdges)
  }
}
