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
    let shared = sharedFiles(graph: graph, byPath: byPath)
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
      var documented = Set<String>()
      var typeNames = Set<String>()
      var inheritance: [String: Set<String>] = [:]
      func addQualifiers(_ references: [String]) {
        typeNames.formUnion(references)
        for name in references { if let dot = name.firstIndex(of: ".") { qualifiers.insert(String(name[..<dot])) } }
      }
      for file in moduleFiles {
        addQualifiers(file.topLevelReferences)
        let path = file.path
        memberNames.formUnion(file.memberNames)
        called.formUnion(file.calledNames)
        publicFunctions.formUnion(file.publicFunctions)
        documented.formUnion(file.documentedTargets)
        for function in file.functions where function.kind == .function { declaredFunctions.insert(function.name) }
        for type in file.types {
          typeAttributes.formUnion(type.attributes)
          addQualifiers(type.references)
          for name in type.inherits { inheritance[name, default: []].insert(type.name) }
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
      facts.ownCode = ownCode(of: moduleFiles, shared: shared)
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
      facts.documentedTargets = documented.sorted()
      facts.typeNames = typeNames.sorted()
      facts.inheritance = inheritance.mapValues { $0.sorted() }
      modules[module.id] = facts
    }
    return SourceFacts(modules: modules, actualDependencies: actualEdges)
  }

  /// The files that are not one module's own code, for the measures that ask whether a module decides anything
  /// (`ModuleFacts.ownCode`, `hasNoLogic`): `listed`, a file more than one target (tests aside) compiles, and
  /// `copied`, a file copied into several targets' folders, the same name declaring the same functions in the same
  /// types (Trio's plugins each compile a copy of LoopKit's `OSLog.swift`, its subsystem string changed).
  ///
  /// Such a file counts for **none** of the modules, not for the one whose folder holds it: a copy lies in the
  /// folder of every module that compiles it, and an Xcode target declares no folder, so "whose folder" would keep
  /// the helper in exactly the modules the measure is meant to see through. A shared helper is code written once
  /// for several modules, tested (or not) on its own terms; a module is measured on what it adds. A module none of
  /// whose files is its own is measured on the files it shares by listing (a build variant over another target's
  /// files; Trio's `OmnipodKitPlugin`, whose principal class the `OmnipodKit` framework's synchronized folder also
  /// takes in), copies left out, and on all of them when that leaves none, or it would look empty (`ownCode`).
  static func sharedFiles(
    graph: ModuleGraph, byPath: [String: FileFacts]
  ) -> (listed: Set<String>, copied: Set<String>) {
    var compiledBy: [String: Set<ModuleID>] = [:]
    var named: [String: Set<ModuleID>] = [:]
    for module in graph.modules where !module.isExternal && !module.isTest {
      for (source, resolved) in zip(module.sources, module.resolvedSources) {
        compiledBy[resolved, default: []].insert(module.id)
        named[fileName(source), default: []].insert(module.id)
      }
    }
    var listed = Set<String>()
    // The files of each fingerprint, and the modules that compile one: a copy is another file, in another module.
    var copies: [String: (files: Set<String>, modules: Set<ModuleID>)] = [:]
    var fingerprints: [String: String] = [:]
    for module in graph.modules where !module.isExternal && !module.isTest {
      for (source, resolved) in zip(module.sources, module.resolvedSources) {
        if compiledBy[resolved, default: []].count > 1 { listed.insert(source) }
        // Only a name several modules' files have can be a copy.
        guard named[fileName(source), default: []].count > 1, let file = byPath[source], !file.functions.isEmpty
        else { continue }
        let fingerprint =
          fileName(source) + "\u{0}"
          + file.functions.map { "\($0.enclosingType ?? "")/\($0.kind.rawValue)/\($0.name)" }.sorted()
          .joined(separator: "\u{0}")
        fingerprints[source] = fingerprint
        copies[fingerprint, default: ([], [])].files.insert(resolved)
        copies[fingerprint, default: ([], [])].modules.insert(module.id)
      }
    }
    let copied = Set(
      fingerprints.filter { copies[$0.value].map { $0.files.count > 1 && $0.modules.count > 1 } ?? false }.keys)
    return (listed, copied)
  }

  /// The numbers of the files a module owns, nil when it owns all of them (see `sharedFiles`).
  static func ownCode(
    of files: [FileFacts], shared: (listed: Set<String>, copied: Set<String>)
  ) -> SourceFacts.ModuleFacts.CodeSize? {
    var own = files.filter { !shared.listed.contains($0.path) && !shared.copied.contains($0.path) }
    if own.isEmpty { own = files.filter { !shared.copied.contains($0.path) } }
    guard !own.isEmpty, own.count < files.count else { return nil }
    var size = SourceFacts.ModuleFacts.CodeSize(files: own.count)
    for file in own {
      size.lines += file.lines.code
      size.functions += file.functions.count
      size.maxCyclomaticComplexity = file.functions.reduce(size.maxCyclomaticComplexity) {
        max($0, $1.cyclomaticComplexity)
      }
      size.untypedClosures += file.typeChecking.untypedClosures
    }
    return size
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
