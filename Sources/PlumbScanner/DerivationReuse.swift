import Foundation
import PlumbModel

/// What the last run derived from the files (`SourceScanner.derive`), for a run whose files changed: what a change
/// does not reach is taken from here instead of being worked out again.
///
/// Sound because each piece is a function of inputs the run compares: a file's edge uses (`FileEdgeUses`) of its facts
/// (its bytes: the hash), its modules (the graph, which must be the same) and the workspace's type index; a file's
/// roles of its facts and the workspace's view of conformances and superclasses; a module's summary of its files'
/// facts, the modules its files name (their edge uses) and the classes the workspace subclasses. The index, the view
/// and the subclassed classes are all functions of what `SourceScanner.interfaceDigest` hashes: when it differs,
/// nothing is reused.
public struct PreviousDerivation: Sendable {
  /// `SourceScanner.interfaceDigest` of the last run's files.
  public var interface: ContentHash
  /// The hash of every file the last run read, by path.
  public var hashes: [String: ContentHash]
  /// What each file said of the edges, by path.
  public var uses: [String: [FileEdgeUses]]
  public var roles: @Sendable () -> [RoleAssignment]
  public var sourceFacts: @Sendable () -> SourceFacts
  /// The bytes a module's summary in `sourceFacts` was stored as, when the store keeps them apart (the analysis
  /// cache): a summary reused unchanged is written back as those bytes, not encoded again.
  public var encodedSummary: @Sendable (ModuleID) -> Data?
  /// The bytes a file's roles in `roles` were stored as, nil for a file without roles, when the store keeps them
  /// file by file (the analysis cache): the roles of a file that did not change are written back as those bytes,
  /// and `roles` is decoded only when a stage asks. nil when the store does not.
  public var encodedRoles: (@Sendable (String) -> Data?)?
  /// The facts the last run had of a file (of its bytes then: `hashes`), when still at hand (the facts cache keeps
  /// them): a module one of whose files changed is patched from the file's old facts and new ones instead of being
  /// summarized again from all its files (`SourceFactsSummary.patch`). nil: never patched.
  public var lastFacts: (@Sendable (String) -> FileFacts?)?
  /// The paths of the files the last run read, in the order its scan listed them (`WorkspaceScan.scannedPaths`), when
  /// the store kept them: with `lastFacts`, the interface digest of a run whose few changed files kept their part of
  /// it is known without hashing every file (`SourceScanner.interfaceIsTheLastRuns`). nil: always hashed.
  public var paths: [String]?
  /// What the last run's scan said of each file from its facts, when the store kept it: a file read with the same
  /// bytes says the same, so its facts can stay in the facts cache (`SourceScanner.scan(_:after:)`). nil: every
  /// file's facts are decoded.
  public var said: Said?

  /// What a scan says of each file from its facts, by path: its suppression comments, and its diagnostics (code left
  /// out for nesting too deep, a line the parser rejects).
  public struct Said: Sendable {
    public var suppressions: [String: SuppressionComments]
    public var diagnostics: [String: [Diagnostic]]

    /// `diagnostics`: the scan's, each at the file it is about.
    public init(suppressions: [String: SuppressionComments], diagnostics: [Diagnostic]) {
      self.suppressions = suppressions
      var byFile: [String: [Diagnostic]] = [:]
      for diagnostic in diagnostics {
        if let file = diagnostic.location?.file { byFile[file, default: []].append(diagnostic) }
      }
      self.diagnostics = byFile
    }
  }

  public init(
    interface: ContentHash, hashes: [String: ContentHash], uses: [String: [FileEdgeUses]],
    roles: @escaping @Sendable () -> [RoleAssignment], sourceFacts: @escaping @Sendable () -> SourceFacts,
    encodedSummary: @escaping @Sendable (ModuleID) -> Data? = { _ in nil },
    encodedRoles: (@Sendable (String) -> Data?)? = nil, lastFacts: (@Sendable (String) -> FileFacts?)? = nil,
    paths: [String]? = nil, said: Said? = nil
  ) {
    self.said = said
    self.interface = interface
    self.hashes = hashes
    self.uses = uses
    self.roles = roles
    self.sourceFacts = sourceFacts
    self.encodedSummary = encodedSummary
    self.encodedRoles = encodedRoles
    self.lastFacts = lastFacts
    self.paths = paths
  }
}

extension SourceScanner {
  /// A hash of everything in the files that what one file or module derives may read of the others: the files
  /// present; each type's name, kind, access level, inheritance clause and properties' types (the type index that
  /// resolves names, the view of conformances and superclasses that gives roles, the classes subclassed); each
  /// `@_exported` import (what modules re-export). Function bodies, calls, members used, plain imports and lines are
  /// not in it: a change to them reaches only its own file and modules.
  public static func interfaceDigest(of files: [FileFacts]) -> ContentHash {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(files.count * 256)
    for fileIndex in files.indices { appendInterface(of: files, at: fileIndex, to: &bytes) }
    return bytes.withUnsafeBufferPointer { ContentHash(of: $0) }
  }

  /// One file's part of `interfaceDigest`'s bytes: its path, its types' names, kinds, access levels, inheritance
  /// clauses and properties' types, its `@_exported` imports.
  static func appendInterface(of files: [FileFacts], at fileIndex: Int, to bytes: inout [UInt8]) {
    func add(_ text: String) {
      bytes.append(contentsOf: text.utf8)
      bytes.append(0)
    }
    // Fields are read through the arrays: copying each `FileFacts` and `TypeFact` out would retain every field
    // they hold (this runs over every file in each run after an edit).
    add(files[fileIndex].path)
    for typeIndex in files[fileIndex].types.indices {
      bytes.append(1)
      add(files[fileIndex].types[typeIndex].name)
      add(files[fileIndex].types[typeIndex].kind.rawValue)
      add(files[fileIndex].types[typeIndex].accessLevel?.rawValue ?? "")
      for name in files[fileIndex].types[typeIndex].inherits { add(name) }
      bytes.append(2)
      for propertyIndex in files[fileIndex].types[typeIndex].properties.indices {
        add(files[fileIndex].types[typeIndex].properties[propertyIndex].typeName ?? "")
      }
    }
    for importIndex in files[fileIndex].imports.indices where files[fileIndex].imports[importIndex].isExported {
      let fact = files[fileIndex].imports[importIndex]
      bytes.append(3)
      add(fact.module)
      for attribute in fact.attributes { add(attribute) }
      add(fact.condition ?? "")
    }
    bytes.append(4)
  }

  /// Whether `interfaceDigest(of: files)` is the last run's without hashing every file again: the files are the
  /// last run's paths in the same order, and each file whose bytes changed (`changed`) had facts the last run kept
  /// (`PreviousDerivation.lastFacts`) whose part of the digest is the new facts' part. The other files' bytes, so
  /// their facts, are what they were. false when that cannot be told: the digest is then made.
  static func interfaceIsTheLastRuns(
    _ scanned: Result, changed: Set<String>, previous: PreviousDerivation
  ) -> Bool {
    // Many changed files (a checkout of another branch) are each decoded from the facts cache here: hashing every
    // file is then as quick, and the digest is likely another.
    let paths = scanned.paths
    guard let last = previous.paths, let lastFacts = previous.lastFacts, last == paths, changed.count <= 16
    else { return false }
    for index in paths.indices where changed.contains(paths[index]) {
      guard previous.hashes[paths[index]] != nil, let old = lastFacts(paths[index]) else { return false }
      var before: [UInt8] = []
      var now: [UInt8] = []
      appendInterface(of: [old], at: 0, to: &before)
      appendInterface(of: [scanned.facts(at: index)], at: 0, to: &now)
      if before != now { return false }
    }
    return true
  }

  /// `derive(graph:scanned:)`, reusing from `previous` what the files that changed since (by `hashes`, this run's)
  /// do not reach: when the interface digest is the last run's, only the changed files are resolved and classified
  /// again, and only the modules that compile them summarized again. The result is the same as without `previous`.
  public func derive(
    graph: ModuleGraph, scanned: Result, hashes: [String: ContentHash], previous: PreviousDerivation?
  ) -> WorkspaceScan {
    guard var previous else {
      return derive(graph: graph, scanned: scanned, interface: Self.interfaceDigest(of: scanned.files))
    }
    // A changed file's last facts are asked for by several steps below: decoded once.
    if let read = previous.lastFacts {
      let decoded = DecodedOnce(read)
      previous.lastFacts = { decoded.facts(of: $0) }
    }
    // The files are read through `scanned.paths` and the facts at hand: those of the files that did not change may
    // still be in the facts cache (`scan(_:after:)`), and are decoded (`scanned.files`) only where a change reaches
    // further than its own files.
    let paths = scanned.paths
    // The paths whose bytes changed, appeared or disappeared since the last run, found once: every check below
    // asks it of paths (a dictionary lookup in each run's hashes would hash every path of a large app each time).
    var differing = Set<String>()
    for (path, hash) in hashes where previous.hashes[path] != hash { differing.insert(path) }
    for path in previous.hashes.keys where hashes[path] == nil { differing.insert(path) }
    let changed = Set(paths.lazy.filter { differing.contains($0) || previous.uses[$0] == nil })
    let interface =
      Self.interfaceIsTheLastRuns(scanned, changed: changed, previous: previous)
      ? previous.interface : Self.interfaceDigest(of: scanned.files)
    guard previous.interface == interface else {
      return derive(graph: graph, scanned: scanned, interface: interface)
    }
    let stored = previous.sourceFacts()
    // A changed file whose last facts say what its new ones say of its edge uses, but for names no type of the
    // workspace ends in (`ActualEdges.namesResolvedAnew`), keeps the last run's, moved with its types; one whose last
    // facts say what its new ones say of its roles (`RoleClassifier.readsTheSame`) keeps its roles. With the same
    // interface, they are what resolving and classifying again would give.
    var resolved = changed
    var reclassified = changed
    var moved: [String: [FileEdgeUses]] = [:]
    if let lastFacts = previous.lastFacts {
      var names: [String: (old: FileFacts, new: FileFacts, names: Set<Substring>)] = [:]
      for index in paths.indices where changed.contains(paths[index]) {
        let path = paths[index]
        guard previous.hashes[path] != nil, previous.uses[path] != nil, let old = lastFacts(path) else { continue }
        let new = scanned.facts(at: index)
        if let fileNames = ActualEdges.namesResolvedAnew(from: old, to: new) { names[path] = (old, new, fileNames) }
        if RoleClassifier.readsTheSame(old, new) { reclassified.remove(path) }
      }
      let declared = Self.declaredAmong(
        names.values.reduce(into: Set()) { $0.formUnion($1.names) }, graph: graph, stored: stored, scanned: scanned)
      for (path, file) in names where file.names.isDisjoint(with: declared) {
        guard let uses = previous.uses[path], let kept = ActualEdges.uses(uses, movedFrom: file.old, to: file.new)
        else { continue }
        moved[path] = kept
        resolved.remove(path)
      }
    }
    // The files resolved again are resolved against the types of the modules they see, not the whole workspace's.
    var index: WorkspaceIndex?
    let uses = paths.indices.map { place -> [FileEdgeUses] in
      let path = paths[place]
      if let kept = moved[path] { return kept }
      if !resolved.contains(path), let last = previous.uses[path] { return last }
      if index == nil {
        let files = scanned.files
        index = WorkspaceIndex(graph: graph, files: files, for: files.filter { resolved.contains($0.path) })
      }
      return ActualEdges.uses(of: scanned.facts(at: place), index: index!)
    }
    let (actualEdges, references) = ActualEdges.fold(uses)
    // A module is reached when one of its files changed, appeared or disappeared (read before, not now, or the other
    // way round).
    // What a module owns depends on the copies other modules compile (`SourceFactsSummary.sharedFiles`): a module
    // with a file of the name of one that changed, appeared or disappeared is summarized again too.
    let touchedNames = Set(differing.lazy.map(Self.fileName))
    let reached = Set(
      graph.modules.filter { module in
        !module.isExternal
          && (stored.modules[module.id] == nil || module.sources.contains { differing.contains($0) }
            || (!touchedNames.isEmpty && module.sources.contains { touchedNames.contains(Self.fileName($0)) }))
      }.map(\.id))
    // A module reached only because one of its files changed in place is patched from that file's old and new facts
    // when the change allows it (`SourceFactsSummary.patch`); the others are summarized again from all their files.
    let patched = patchedSummaries(
      graph: graph, scanned: scanned, reached: reached, stored: stored, differing: differing, hashes: hashes,
      previous: previous, references: references)
    let summarizedAgain = reached.subtracting(patched.keys)
    var sourceFacts =
      summarizedAgain.isEmpty
      ? SourceFacts(modules: [:], actualDependencies: actualEdges)
      : SourceFactsSummary.summarize(
        graph: graph, files: scanned.files, actualEdges: actualEdges, references: references, only: summarizedAgain)
    var reusedSummaries: [ModuleID: Data] = [:]
    for module in graph.modules where !module.isExternal && !reached.contains(module.id) {
      sourceFacts.modules[module.id] = stored.modules[module.id]
      if stored.modules[module.id] != nil, let bytes = previous.encodedSummary(module.id) {
        reusedSummaries[module.id] = bytes
      }
    }
    for (module, summary) in patched { sourceFacts.modules[module] = summary }
    var result: WorkspaceScan
    if let encodedRoles = previous.encodedRoles, let runs = roleRuns(
      of: scanned, changed: reclassified, encodedRoles: encodedRoles)
    {
      let previousRoles = previous.roles
      result = WorkspaceScan(
        files: [], lazyRoles: { Self.roles(of: runs, previous: previousRoles) }, actualEdges: actualEdges,
        sourceFacts: sourceFacts, diagnostics: scanned.diagnostics.sorted())
      result.fileStorage = scanned.storage
      result.roleRuns = runs
    } else {
      result = WorkspaceScan(
        files: scanned.files, roles: roles(of: scanned.files, changed: reclassified, previous: previous),
        actualEdges: actualEdges, sourceFacts: sourceFacts, diagnostics: scanned.diagnostics.sorted())
    }
    result.reusedSummaries = reusedSummaries
    finish(&result, scanned: scanned, uses: uses, interface: interface)
    return result
  }

  /// The names among `names` that are the last component of a type the workspace declares
  /// (`WorkspaceIndex.declaredAmong`), for a run whose interface digest is the last run's: then the types declared
  /// are those the last run's summaries list (each module's `declaredTypes`, from every file it compiles), and no
  /// file's facts are read. From every file's facts when a module has no summary stored.
  private static func declaredAmong(
    _ names: Set<Substring>, graph: ModuleGraph, stored: SourceFacts, scanned: Result
  ) -> Set<Substring> {
    guard !names.isEmpty else { return [] }
    guard graph.modules.allSatisfy({ $0.isExternal || stored.modules[$0.id] != nil }) else {
      return WorkspaceIndex.declaredAmong(names, in: scanned.files)
    }
    return WorkspaceIndex.declaredAmong(names, in: stored)
  }

  /// The summaries of the modules `reached` that a patch can bring to this run's files (`SourceFactsSummary.patch`):
  /// a module whose changed files were all there before, each compiled once by it and named like no file of another
  /// module (so no other module's copy of it decides what the module owns), whose last summary and old facts are
  /// at hand.
  private func patchedSummaries(
    graph: ModuleGraph, scanned: Result, reached: Set<ModuleID>, stored: SourceFacts, differing: Set<String>,
    hashes: [String: ContentHash], previous: PreviousDerivation, references: [ModuleID: Set<ModuleID>]
  ) -> [ModuleID: SourceFacts.ModuleFacts] {
    guard let lastFacts = previous.lastFacts, !reached.isEmpty else { return [:] }
    var changedNames: [Substring: Int] = [:]
    for path in differing { changedNames[Self.fileName(path)] = 0 }
    // How many modules' files bear each changed file's name.
    for module in graph.modules where !module.isExternal {
      var named = Set<Substring>()
      for source in module.sources + module.resolvedSources {
        let name = Self.fileName(source)
        if changedNames[name] != nil { named.insert(name) }
      }
      for name in named { changedNames[name]! += 1 }
    }
    // Each file's place in the scan: the facts of a changed file are taken through it, and a module is patched only
    // when every one of its files has facts.
    var places: [String: Int]?
    var result: [ModuleID: SourceFacts.ModuleFacts] = [:]
    modules: for module in graph.modules where reached.contains(module.id) {
      guard var summary = stored.modules[module.id] else { continue }
      let changedFiles = module.sources.filter { differing.contains($0) }
      guard !changedFiles.isEmpty, Set(module.sources).count == module.sources.count else { continue }
      if places == nil {
        places = Dictionary(
          scanned.paths.indices.map { (scanned.paths[$0], $0) }, uniquingKeysWith: { first, _ in first })
      }
      guard module.sources.allSatisfy({ places![$0] != nil }) else { continue }
      for path in changedFiles {
        guard changedNames[Self.fileName(path)] == 1, previous.hashes[path] != nil, hashes[path] != nil,
          let old = lastFacts(path), let new = places![path].map({ scanned.facts(at: $0) }),
          let next = SourceFactsSummary.patch(
            summary, old: old, new: new, sources: module.sources,
            files: module.sources.lazy.map { scanned.facts(at: places![$0]!) },
            references: references[module.id, default: []].sorted())
        else { continue modules }
        summary = next
      }
      result[module.id] = summary
    }
    return result
  }

  /// The files that have roles, in the order `roles(of:changed:previous:)` gives them: the changed files'
  /// classified now, the others' as the last run stored them. nil when a whole classification is needed (a path
  /// listed twice).
  private func roleRuns(
    of scanned: Result, changed: Set<String>, encodedRoles: @Sendable (String) -> Data?
  ) -> [WorkspaceScan.RoleRun]? {
    let scannedPaths = scanned.paths
    let isSorted = zip(scannedPaths, scannedPaths.dropFirst()).allSatisfy { $0 < $1 }
    let paths = isSorted ? scannedPaths : scannedPaths.sorted()
    if zip(paths, paths.dropFirst()).contains(where: { $0 == $1 }) { return nil }
    // The workspace view a classification builds reads every file: none when no file is classified again.
    let new =
      changed.isEmpty ? [:] : Dictionary(grouping: RoleClassifier.classify(scanned.files, only: changed), by: \.file)
    var runs: [WorkspaceScan.RoleRun] = []
    runs.reserveCapacity(paths.count)
    for path in paths {
      if changed.contains(path) {
        if let made = new[path], !made.isEmpty { runs.append(.init(path: path, made: made, stored: nil)) }
      } else if let bytes = encodedRoles(path) {
        runs.append(.init(path: path, made: nil, stored: bytes))
      }
    }
    return runs
  }

  /// The roles `runs` describe: the last run's (`previous`, decoded) for the stored ones.
  private static func roles(
    of runs: [WorkspaceScan.RoleRun], previous: @Sendable () -> [RoleAssignment]
  ) -> [RoleAssignment] {
    let old = previous()
    let oldRuns = fileRuns(of: old)
    var roles: [RoleAssignment] = []
    roles.reserveCapacity(old.count)
    for run in runs {
      if let made = run.made {
        roles += made
      } else if let range = oldRuns[run.path] {
        roles += old[range]
      }
    }
    return roles
  }

  /// The roles of `files`: the last run's for the files that did not change, classified again for the others, in
  /// the order `RoleClassifier.classify(files)` gives them: by path (a scan lists its files module by module, and
  /// the roles of files not sorted are sorted whole, by file then type), each file's sorted. The last run's roles
  /// are in that order too, so each file's run of them is taken as it is.
  private func roles(of files: [FileFacts], changed: Set<String>, previous: PreviousDerivation) -> [RoleAssignment] {
    let isSorted = zip(files, files.dropFirst()).allSatisfy { $0.path < $1.path }
    // A path listed twice (one file compiled by two modules) is classified twice by a whole classification.
    let paths = isSorted ? files.map(\.path) : files.map(\.path).sorted()
    if zip(paths, paths.dropFirst()).contains(where: { $0 == $1 }) {
      return RoleClassifier.classify(files, threads: threads)
    }
    let old = previous.roles()
    let oldRuns = Self.fileRuns(of: old)
    let new = Dictionary(grouping: RoleClassifier.classify(files, only: changed), by: \.file)
    var roles: [RoleAssignment] = []
    roles.reserveCapacity(old.count)
    for path in paths {
      if changed.contains(path) {
        roles += new[path] ?? []
      } else if let run = oldRuns[path] {
        roles += old[run]
      }
    }
    return roles
  }

  /// Where each file's roles are in `roles`, which lists them file by file.
  private static func fileRuns(of roles: [RoleAssignment]) -> [String: Range<Int>] {
    var runs: [String: Range<Int>] = [:]
    var start = 0
    while start < roles.count {
      var end = start + 1
      while end < roles.count, roles[end].file == roles[start].file { end += 1 }
      runs[roles[start].file] = start..<end
      start = end
    }
    return runs
  }

  /// The last component of a path, found from its end (every source path of the graph is asked, in a run after an
  /// edit): what `path.split(separator: "/").last` gives.
  private static func fileName(_ path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
    let name = path[path.utf8.index(after: slash)...]
    return name.isEmpty ? path.split(separator: "/").last ?? Substring(path) : name
  }

  /// `derive(graph:scanned:)` with the interface digest already made.
  func derive(graph: ModuleGraph, scanned: Result, interface: ContentHash) -> WorkspaceScan {
    let index = WorkspaceIndex(graph: graph, files: scanned.files)
    let workers = SideBySide.workers(threads: threads, files: scanned.files.count)
    let uses = SideBySide.map(scanned.files, workers: workers) { ActualEdges.uses(of: $0, index: index) }
    let (actualEdges, references) = ActualEdges.fold(uses)
    // The roles read the files alone, the summaries the files and the edges: made side by side.
    let (roles, sourceFacts) = SideBySide.run(workers: workers) {
      RoleClassifier.classify(scanned.files, threads: workers > 1 ? 1 : threads)
    } and: {
      SourceFactsSummary.summarize(
        graph: graph, files: scanned.files, actualEdges: actualEdges, references: references)
    }
    var result = WorkspaceScan(
      files: scanned.files, roles: roles, actualEdges: actualEdges, sourceFacts: sourceFacts,
      diagnostics: scanned.diagnostics.sorted()
    )
    finish(&result, scanned: scanned, uses: uses, interface: interface)
    return result
  }

  private func finish(_ result: inout WorkspaceScan, scanned: Result, uses: [[FileEdgeUses]], interface: ContentHash) {
    result.suppressions = scanned.suppressions
    result.scannedPaths = scanned.paths
    result.hashes = scanned.hashes
    var byPath: [String: [FileEdgeUses]] = [:]
    byPath.reserveCapacity(uses.count)
    for (path, fileUses) in zip(scanned.paths, uses) { byPath[path] = fileUses }
    result.derivation = WorkspaceScan.Derivation(interface: interface, uses: byPath)
  }
}

/// Facts asked for by path, each made once (`PreviousDerivation.lastFacts`, which decodes them from the facts cache).
private final class DecodedOnce: @unchecked Sendable {
  private let lock = NSLock()
  private let read: @Sendable (String) -> FileFacts?
  private var made: [String: FileFacts?] = [:]

  init(_ read: @escaping @Sendable (String) -> FileFacts?) { self.read = read }

  func facts(of path: String) -> FileFacts? {
    lock.withLock {
      if let known = made[path] { return known }
      let facts = read(path)
      made[path] = facts
      return facts
    }
  }
}
