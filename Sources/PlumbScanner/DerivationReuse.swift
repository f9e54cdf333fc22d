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

  public init(
    interface: ContentHash, hashes: [String: ContentHash], uses: [String: [FileEdgeUses]],
    roles: @escaping @Sendable () -> [RoleAssignment], sourceFacts: @escaping @Sendable () -> SourceFacts,
    encodedSummary: @escaping @Sendable (ModuleID) -> Data? = { _ in nil },
    encodedRoles: (@Sendable (String) -> Data?)? = nil, lastFacts: (@Sendable (String) -> FileFacts?)? = nil,
    paths: [String]? = nil
  ) {
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
    _ files: [FileFacts], changed: Set<String>, previous: PreviousDerivation
  ) -> Bool {
    // Many changed files (a checkout of another branch) are each decoded from the facts cache here: hashing every
    // file is then as quick, and the digest is likely another.
    guard let paths = previous.paths, let lastFacts = previous.lastFacts, paths.count == files.count,
      changed.count <= 16
    else { return false }
    for index in files.indices where files[index].path != paths[index] { return false }
    for index in files.indices where changed.contains(files[index].path) {
      guard previous.hashes[files[index].path] != nil, let old = lastFacts(files[index].path) else { return false }
      var before: [UInt8] = []
      var now: [UInt8] = []
      appendInterface(of: [old], at: 0, to: &before)
      appendInterface(of: files, at: index, to: &now)
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
    let files = scanned.files
    guard let previous else {
      return derive(graph: graph, scanned: scanned, interface: Self.interfaceDigest(of: files))
    }
    // The paths whose bytes changed, appeared or disappeared since the last run, found once: every check below
    // asks it of paths (a dictionary lookup in each run's hashes would hash every path of a large app each time).
    var differing = Set<String>()
    for (path, hash) in hashes where previous.hashes[path] != hash { differing.insert(path) }
    for path in previous.hashes.keys where hashes[path] == nil { differing.insert(path) }
    let changed = Set(files.lazy.map(\.path).filter { differing.contains($0) || previous.uses[$0] == nil })
    let interface =
      Self.interfaceIsTheLastRuns(files, changed: changed, previous: previous)
      ? previous.interface : Self.interfaceDigest(of: files)
    guard previous.interface == interface else {
      return derive(graph: graph, scanned: scanned, interface: interface)
    }
    // A changed file whose last facts say what its new ones say of its edge uses, but for names no type of the
    // workspace ends in (`ActualEdges.namesResolvedAnew`), keeps the last run's, moved with its types; one whose last
    // facts say what its new ones say of its roles (`RoleClassifier.readsTheSame`) keeps its roles. With the same
    // interface, they are what resolving and classifying again would give.
    var resolved = changed
    var reclassified = changed
    var moved: [String: [FileEdgeUses]] = [:]
    if let lastFacts = previous.lastFacts {
      var names: [String: (old: FileFacts, new: Int, names: Set<Substring>)] = [:]
      for index in files.indices where changed.contains(files[index].path) {
        let path = files[index].path
        guard previous.hashes[path] != nil, previous.uses[path] != nil, let old = lastFacts(path) else { continue }
        if let fileNames = ActualEdges.namesResolvedAnew(from: old, to: files[index]) {
          names[path] = (old, index, fileNames)
        }
        if RoleClassifier.readsTheSame(old, files[index]) { reclassified.remove(path) }
      }
      let declared = WorkspaceIndex.declaredAmong(names.values.reduce(into: Set()) { $0.formUnion($1.names) }, in: files)
      for (path, file) in names where file.names.isDisjoint(with: declared) {
        guard let stored = previous.uses[path],
          let kept = ActualEdges.uses(stored, movedFrom: file.old, to: files[file.new])
        else { continue }
        moved[path] = kept
        resolved.remove(path)
      }
    }
    // The files resolved again are resolved against the types of the modules they see, not the whole workspace's.
    var index: WorkspaceIndex?
    let uses = files.map { file -> [FileEdgeUses] in
      if let kept = moved[file.path] { return kept }
      if !resolved.contains(file.path), let stored = previous.uses[file.path] { return stored }
      if index == nil {
        index = WorkspaceIndex(graph: graph, files: files, for: files.filter { resolved.contains($0.path) })
      }
      return ActualEdges.uses(of: file, index: index!)
    }
    let (actualEdges, references) = ActualEdges.fold(uses)
    // A module is reached when one of its files changed, appeared or disappeared (read before, not now, or the other
    // way round).
    let stored = previous.sourceFacts()
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
      graph: graph, files: files, reached: reached, stored: stored, differing: differing, hashes: hashes,
      previous: previous, references: references)
    var sourceFacts = SourceFactsSummary.summarize(
      graph: graph, files: files, actualEdges: actualEdges, references: references,
      only: reached.subtracting(patched.keys))
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
      of: files, changed: reclassified, encodedRoles: encodedRoles)
    {
      let previousRoles = previous.roles
      result = WorkspaceScan(
        files: files, lazyRoles: { Self.roles(of: runs, previous: previousRoles) }, actualEdges: actualEdges,
        sourceFacts: sourceFacts, diagnostics: scanned.diagnostics.sorted())
      result.roleRuns = runs
    } else {
      result = WorkspaceScan(
        files: files, roles: roles(of: files, changed: reclassified, previous: previous), actualEdges: actualEdges,
        sourceFacts: sourceFacts, diagnostics: scanned.diagnostics.sorted())
    }
    result.reusedSummaries = reusedSummaries
    finish(&result, scanned: scanned, uses: uses, interface: interface)
    return result
  }

  /// The summaries of the modules `reached` that a patch can bring to this run's files (`SourceFactsSummary.patch`):
  /// a module whose changed files were all there before, each compiled once by it and named like no file of another
  /// module (so no other module's copy of it decides what the module owns), whose last summary and old facts are
  /// at hand.
  private func patchedSummaries(
    graph: ModuleGraph, files: [FileFacts], reached: Set<ModuleID>, stored: SourceFacts, differing: Set<String>,
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
    // Each file's place in `files`: the files are read through it (copying each `FileFacts` out, into a dictionary
    // or a module's list, would retain every field it holds, for every file of a large app).
    var places: [String: Int]?
    var result: [ModuleID: SourceFacts.ModuleFacts] = [:]
    modules: for module in graph.modules where reached.contains(module.id) {
      guard var summary = stored.modules[module.id] else { continue }
      let changedFiles = module.sources.filter { differing.contains($0) }
      guard !changedFiles.isEmpty, Set(module.sources).count == module.sources.count else { continue }
      if places == nil {
        places = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
      }
      let moduleFiles = module.sources.compactMap { places![$0] }
      guard moduleFiles.count == module.sources.count else { continue }
      for path in changedFiles {
        guard changedNames[Self.fileName(path)] == 1, previous.hashes[path] != nil, hashes[path] != nil,
          let old = lastFacts(path), let new = places![path].map({ files[$0] }),
          let next = SourceFactsSummary.patch(
            summary, old: old, new: new, files: moduleFiles.lazy.map { files[$0] },
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
    of files: [FileFacts], changed: Set<String>, encodedRoles: @Sendable (String) -> Data?
  ) -> [WorkspaceScan.RoleRun]? {
    let isSorted = zip(files, files.dropFirst()).allSatisfy { $0.path < $1.path }
    let paths = isSorted ? files.map(\.path) : files.map(\.path).sorted()
    if zip(paths, paths.dropFirst()).contains(where: { $0 == $1 }) { return nil }
    let new = Dictionary(grouping: RoleClassifier.classify(files, only: changed), by: \.file)
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
    // Fields are read through the array: copying each `FileFacts` out would retain every field it holds.
    let files = scanned.files
    for index in files.indices where !files[index].suppressions.isEmpty {
      result.suppressions[files[index].path] = files[index].suppressions
    }
    result.scannedPaths = files.indices.map { files[$0].path }
    result.hashes = scanned.hashes
    var byPath: [String: [FileEdgeUses]] = [:]
    byPath.reserveCapacity(uses.count)
    for index in files.indices { byPath[files[index].path] = uses[index] }
    result.derivation = WorkspaceScan.Derivation(interface: interface, uses: byPath)
  }
}
