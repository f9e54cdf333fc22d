import PlumbModel

/// Folds per-file facts into the per-module numbers rules and metrics use.
public enum SourceFactsSummary {
  /// `only`: the modules to summarize (those a change reached); nil: every module of the graph.
  public static func summarize(
    graph: ModuleGraph, files: [FileFacts], actualEdges: [Dependency], references: [ModuleID: Set<ModuleID>]? = nil,
    only: Set<ModuleID>? = nil
  ) -> SourceFacts {
    if let only, only.isEmpty { return SourceFacts(modules: [:], actualDependencies: actualEdges) }
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
      var names = Names()
      for file in moduleFiles {
        names.add(file, declaredHere: declaredHere)
        let path = file.path
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
      facts.memberNames = names.memberNames.sorted()
      facts.extensionMembers = names.extensionMembers.sorted()
      facts.typeAttributes = names.typeAttributes.sorted()
      if !names.typeAttributes.isDisjoint(with: SourceFacts.ModuleFacts.entryPointAttributes) { facts.hasEntryPoint = true }
      facts.declaredTypes = declaredHere.sorted()
      facts.conformedTypes = names.conformedTypes.sorted()
      // A name the module declares a function of is its own (a method called on `self`, a local helper).
      facts.calledFunctions = names.called.subtracting(names.declaredFunctions).sorted()
      facts.publicFunctions = names.publicFunctions.sorted()
      facts.typeQualifiers = names.qualifiers.sorted()
      facts.documentedTargets = names.documented.sorted()
      facts.typeNames = names.typeNames.sorted()
      facts.inheritance = names.inheritance.mapValues { $0.sorted() }
      facts.returnedTypes = names.returnedTypes.mapValues { $0.sorted() }
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

  /// A path's last component. An ASCII path (nearly every one) is read at its bytes, where a `/` byte is a `/`
  /// character; a path with other bytes is split as text, where a `/` a combining mark follows is no `/`.
  static func fileName(_ path: String) -> String {
    let bytes = path.utf8
    if let last = bytes.last, last != UInt8(ascii: "/"), bytes.allSatisfy({ $0 < 0x80 }) {
      return String(path[(bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? path.startIndex)...])
    }
    return path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// A module's summary (`SourceFactsSummary.summarize`) brought from one version of a file to another without going
/// over the module's other files: the file's part of each count taken out and its new part put in, the names it
/// adds merged into the sorted lists. What the summary keeps cannot say whether another file also gives a name the
/// file no longer has, nor what the largest function is without this file's: an edit that takes a name away (or
/// lowers the module's largest complexity, or changes which classes are final) is not patched, and the module is
/// summarized again from all its files. So is a file named like a file of another module (a copy or a shared file
/// decides what each module owns: `ownCode`). The patched summary is the one `summarize` makes (the tests compare
/// them).
extension SourceFactsSummary {
  /// The names a module's summary gathers from its files, decided here once: `summarize` adds every file of a
  /// module, `patch` one file's old and new versions (`FilePart`), so a name the summary gains is patched too.
  struct Names {
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
    var returnedTypes: [String: Set<String>] = [:]

    /// `file`'s names; extensions of types the module declares (`declaredHere`) add no extension members.
    mutating func add(_ file: FileFacts, declaredHere: Set<String>) {
      memberNames.formUnion(file.memberNames)
      called.formUnion(file.calledNames)
      publicFunctions.formUnion(file.publicFunctions)
      documented.formUnion(file.documentedTargets)
      for function in file.functions where function.kind == .function {
        declaredFunctions.insert(function.name)
        if let type = function.returnedTypeName { returnedTypes[function.name, default: []].insert(type) }
      }
      addReferences(file.topLevelReferences)
      for type in file.types {
        typeAttributes.formUnion(type.attributes)
        addReferences(type.references)
        for name in type.inherits { inheritance[name, default: []].insert(type.name) }
        if type.kind == .extension && !declaredHere.contains(type.name) {
          extensionMembers.formUnion(type.memberNames)
          if !type.inherits.isEmpty { conformedTypes.insert(type.name) }
        }
      }
    }

    private mutating func addReferences(_ references: [String]) {
      typeNames.formUnion(references)
      for name in references { if let qualifier = Self.qualifier(of: name) { qualifiers.insert(qualifier) } }
    }

    /// What a dotted reference's first dot follows (`Outer` of `Outer.Inner`); nil for a name without one. An
    /// ASCII name (nearly every one) is read at its bytes, where a `.` byte is a `.` character; a name with other
    /// bytes is read as text, where a `.` a combining mark follows is no `.`.
    static func qualifier(of name: String) -> String? {
      let bytes = name.utf8
      guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return name.firstIndex(of: ".").map { String(name[..<$0]) } }
      return String(name[..<dot])
    }
  }

  /// What one file gives its module's summary, over the module's declared types (`declaredHere`).
  struct FilePart {
    var lines = 0
    var generatedLines = 0
    var functions: [FunctionFact] = []
    var typeChecking = TypeCheckingLoad()
    var types: [(name: String, kind: TypeFact.Kind, isFinal: Bool)] = []
    var names = Names()

    init(_ file: FileFacts, declaredHere: Set<String>) {
      lines = file.lines.code
      generatedLines = file.generatedBy != nil ? file.lines.code : 0
      functions = file.functions
      typeChecking = file.typeChecking
      names.add(file, declaredHere: declaredHere)
      for type in file.types where type.kind != .extension {
        types.append((name: type.name, kind: type.kind, isFinal: type.isFinal))
      }
    }

    var maxComplexity: Int { functions.reduce(0) { max($0, $1.cyclomaticComplexity) } }
  }

  /// `summary`, the module's summary with `old` as one of its files, with `new` (the same path) instead; nil when
  /// the change is not one a patch can make (see above). `sources` are the module's source paths in its order, each
  /// once, every one with facts in the summary, `new`'s among them; `files` their facts (a lazy view, read only when
  /// the file calls a name it did not call before, to know whether another file declares a function of it);
  /// `references` the modules it names now. The file must be the module's own: no other module compiles a file of
  /// its name (`sharedFiles` then leaves it, and every other file, as it was).
  static func patch(
    _ summary: SourceFacts.ModuleFacts, old: FileFacts, new: FileFacts, sources: [String],
    files: some Sequence<FileFacts>, references: [ModuleID]
  ) -> SourceFacts.ModuleFacts? {
    guard old.path == new.path else { return nil }
    let declaredHere = Set(summary.declaredTypes)
    let before = FilePart(old, declaredHere: declaredHere)
    let after = FilePart(new, declaredHere: declaredHere)
    // Declared types are the interface's: the same names and kinds; whether a class is final decides whether it is
    // abstract, which needs the workspace's subclassed classes.
    guard before.types.count == after.types.count,
      zip(before.types, after.types).allSatisfy({ $0.name == $1.name && $0.kind == $1.kind && $0.isFinal == $1.isFinal })
    else { return nil }
    // Names only added: the module's lists are the old ones and the file's new names.
    let sets: [(Set<String>, Set<String>)] = [
      (before.names.memberNames, after.names.memberNames), (before.names.extensionMembers, after.names.extensionMembers),
      (before.names.typeAttributes, after.names.typeAttributes), (before.names.conformedTypes, after.names.conformedTypes),
      (before.names.called, after.names.called), (before.names.declaredFunctions, after.names.declaredFunctions),
      (before.names.publicFunctions, after.names.publicFunctions), (before.names.qualifiers, after.names.qualifiers),
      (before.names.documented, after.names.documented), (before.names.typeNames, after.names.typeNames),
    ]
    guard sets.allSatisfy({ $0.0.isSubset(of: $0.1) }),
      before.names.inheritance.allSatisfy({ name, types in types.isSubset(of: after.names.inheritance[name] ?? []) }),
      before.names.returnedTypes.allSatisfy({ name, types in
        types.isSubset(of: after.names.returnedTypes[name] ?? [])
      })
    else { return nil }
    // The largest complexity: another file's, unless this file held it and now holds less.
    let (oldMax, newMax) = (before.maxComplexity, after.maxComplexity)
    guard newMax >= oldMax || oldMax < summary.maxCyclomaticComplexity else { return nil }
    // The file's imports, in the module's list at the place of the file's: the list holds each file's imports, the
    // files in the module's order, so the files before it give theirs first, each at its own path.
    var start = 0
    for source in sources {
      if source == new.path { break }
      while start < summary.imports.count, summary.imports[start].location.file == source { start += 1 }
    }
    let end = start + old.imports.count
    guard end <= summary.imports.count, summary.imports[start..<end].allSatisfy({ $0.location.file == new.path })
    else { return nil }

    var facts = summary
    facts.referencedModules = references
    facts.lines += after.lines - before.lines
    facts.generatedLines += after.generatedLines - before.generatedLines
    // The largest complexity is the old one or the file's new one (checked above), as `add` leaves it.
    for function in before.functions { facts.remove(function) }
    for function in after.functions { facts.add(function) }
    // The file is the module's own (no other module compiles or copies it): its numbers count in `ownCode` too.
    if var own = facts.ownCode {
      guard newMax >= oldMax || oldMax < own.maxCyclomaticComplexity else { return nil }
      own.lines += after.lines - before.lines
      own.functions += after.functions.count - before.functions.count
      own.maxCyclomaticComplexity = max(own.maxCyclomaticComplexity, newMax)
      own.untypedClosures += after.typeChecking.untypedClosures - before.typeChecking.untypedClosures
      facts.ownCode = own
    }
    facts.typeChecking = facts.typeChecking - before.typeChecking + after.typeChecking
    facts.imports.replaceSubrange(
      start..<end,
      with: new.imports.map {
        SourceFacts.Import(
          module: $0.module, location: Location(file: new.path, line: $0.position.line, column: $0.position.column),
          attributes: $0.attributes, condition: $0.condition)
      })
    facts.memberNames = merged(facts.memberNames, after.names.memberNames.subtracting(before.names.memberNames))
    facts.extensionMembers = merged(facts.extensionMembers, after.names.extensionMembers.subtracting(before.names.extensionMembers))
    facts.typeAttributes = merged(facts.typeAttributes, after.names.typeAttributes.subtracting(before.names.typeAttributes))
    if !after.names.typeAttributes.isDisjoint(with: SourceFacts.ModuleFacts.entryPointAttributes) { facts.hasEntryPoint = true }
    facts.conformedTypes = merged(facts.conformedTypes, after.names.conformedTypes.subtracting(before.names.conformedTypes))
    facts.publicFunctions = merged(facts.publicFunctions, after.names.publicFunctions.subtracting(before.names.publicFunctions))
    facts.typeQualifiers = merged(facts.typeQualifiers, after.names.qualifiers.subtracting(before.names.qualifiers))
    facts.documentedTargets = merged(facts.documentedTargets, after.names.documented.subtracting(before.names.documented))
    facts.typeNames = merged(facts.typeNames, after.names.typeNames.subtracting(before.names.typeNames))
    for (name, types) in after.names.inheritance {
      let added = types.subtracting(before.names.inheritance[name] ?? [])
      if !added.isEmpty { facts.inheritance[name] = merged(facts.inheritance[name] ?? [], added) }
    }
    for (name, types) in after.names.returnedTypes {
      let added = types.subtracting(before.names.returnedTypes[name] ?? [])
      if !added.isEmpty { facts.returnedTypes[name] = merged(facts.returnedTypes[name] ?? [], added) }
    }
    // Called functions are those the module calls and declares no function of. A function the file now declares
    // leaves the list; a name it now calls joins it unless a file of the module declares a function of it.
    let newlyDeclared = after.names.declaredFunctions.subtracting(before.names.declaredFunctions)
    var newlyCalled = after.names.called.subtracting(before.names.called).subtracting(after.names.declaredFunctions)
    if !newlyCalled.isEmpty {
      for file in files where file.path != new.path {
        for function in file.functions where function.kind == .function { newlyCalled.remove(function.name) }
        if newlyCalled.isEmpty { break }
      }
    }
    var called = facts.calledFunctions
    if !newlyDeclared.isEmpty { called.removeAll { newlyDeclared.contains($0) } }
    facts.calledFunctions = merged(called, newlyCalled)
    return facts
  }

  /// A sorted list with `added` in it, sorted (as `Set.sorted()` orders the names).
  static func merged(_ sorted: [String], _ added: Set<String>) -> [String] {
    guard !added.isEmpty else { return sorted }
    var result = sorted
    for name in added {
      var low = 0
      var high = result.count
      while low < high {
        let middle = (low + high) / 2
        if result[middle] < name { low = middle + 1 } else { high = middle }
      }
      if low == result.count || result[low] != name { result.insert(name, at: low) }
    }
    return result
  }
}
