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

  public init(
    interface: ContentHash, hashes: [String: ContentHash], uses: [String: [FileEdgeUses]],
    roles: @escaping @Sendable () -> [RoleAssignment], sourceFacts: @escaping @Sendable () -> SourceFacts,
    encodedSummary: @escaping @Sendable (ModuleID) -> Data? = { _ in nil }
  ) {
    self.interface = interface
    self.hashes = hashes
    self.uses = uses
    self.roles = roles
    self.sourceFacts = sourceFacts
    self.encodedSummary = encodedSummary
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
    func add(_ text: String) {
      bytes.append(contentsOf: text.utf8)
      bytes.append(0)
    }
    for file in files {
      add(file.path)
      for type in file.types {
        bytes.append(1)
        add(type.name)
        add(type.kind.rawValue)
        add(type.accessLevel?.rawValue ?? "")
        for name in type.inherits { add(name) }
        bytes.append(2)
        for property in type.properties { add(property.typeName ?? "") }
      }
      for fact in file.imports where fact.isExported {
        bytes.append(3)
        add(fact.module)
        for attribute in fact.attributes { add(attribute) }
        add(fact.condition ?? "")
      }
      bytes.append(4)
    }
    return bytes.withUnsafeBufferPointer { ContentHash(of: $0) }
  }

  /// `derive(graph:scanned:)`, reusing from `previous` what the files that changed since (by `hashes`, this run's)
  /// do not reach: when the interface digest is the last run's, only the changed files are resolved and classified
  /// again, and only the modules that compile them summarized again. The result is the same as without `previous`.
  public func derive(
    graph: ModuleGraph, scanned: Result, hashes: [String: ContentHash], previous: PreviousDerivation?
  ) -> WorkspaceScan {
    let files = scanned.files
    let interface = Self.interfaceDigest(of: files)
    guard let previous, previous.interface == interface else {
      return derive(graph: graph, scanned: scanned, interface: interface)
    }
    let changed = Set(files.lazy.map(\.path).filter { hashes[$0] != previous.hashes[$0] || previous.uses[$0] == nil })
    var index: WorkspaceIndex?
    let uses = files.map { file -> [FileEdgeUses] in
      if !changed.contains(file.path), let stored = previous.uses[file.path] { return stored }
      if index == nil { index = WorkspaceIndex(graph: graph, files: files) }
      return ActualEdges.uses(of: file, index: index!)
    }
    let (actualEdges, references) = ActualEdges.fold(uses)
    // A module is reached when one of its files changed, appeared or disappeared (read before, not now, or the other
    // way round).
    let stored = previous.sourceFacts()
    // What a module owns depends on the copies other modules compile (`SourceFactsSummary.sharedFiles`): a module
    // with a file of the name of one that changed, appeared or disappeared is summarized again too.
    var touchedNames = Set<Substring>()
    for (path, hash) in hashes where previous.hashes[path] != hash { touchedNames.insert(Self.fileName(path)) }
    for path in previous.hashes.keys where hashes[path] == nil { touchedNames.insert(Self.fileName(path)) }
    let reached = Set(
      graph.modules.filter { module in
        !module.isExternal
          && (stored.modules[module.id] == nil || module.sources.contains { hashes[$0] != previous.hashes[$0] }
            || (!touchedNames.isEmpty && module.sources.contains { touchedNames.contains(Self.fileName($0)) }))
      }.map(\.id))
    var sourceFacts = SourceFactsSummary.summarize(
      graph: graph, files: files, actualEdges: actualEdges, references: references, only: reached)
    var reusedSummaries: [ModuleID: Data] = [:]
    for module in graph.modules where !module.isExternal && !reached.contains(module.id) {
      sourceFacts.modules[module.id] = stored.modules[module.id]
      if stored.modules[module.id] != nil, let bytes = previous.encodedSummary(module.id) {
        reusedSummaries[module.id] = bytes
      }
    }
    var result = WorkspaceScan(
      files: files, roles: roles(of: files, changed: changed, previous: previous), actualEdges: actualEdges,
      sourceFacts: sourceFacts, diagnostics: scanned.diagnostics.sorted())
    result.reusedSummaries = reusedSummaries
    finish(&result, scanned: scanned, uses: uses, interface: interface)
    return result
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
    var oldRuns: [String: Range<Int>] = [:]
    var start = 0
    while start < old.count {
      var end = start + 1
      while end < old.count, old[end].file == old[start].file { end += 1 }
      oldRuns[old[start].file] = start..<end
      start = end
    }
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

  private static func fileName(_ path: String) -> Substring {
    path.split(separator: "/").last ?? Substring(path)
  }

  /// `derive(graph:scanned:)` with the interface digest already made.
  func derive(graph: ModuleGraph, scanned: Result, interface: ContentHash) -> WorkspaceScan {
    let index = WorkspaceIndex(graph: graph, files: scanned.files)
    let uses = scanned.files.map { ActualEdges.uses(of: $0, index: index) }
    let (actualEdges, references) = ActualEdges.fold(uses)
    var result = WorkspaceScan(
      files: scanned.files,
      roles: RoleClassifier.classify(scanned.files, threads: threads),
      actualEdges: actualEdges,
      sourceFacts: SourceFactsSummary.summarize(
        graph: graph, files: scanned.files, actualEdges: actualEdges, references: references),
      diagnostics: scanned.diagnostics.sorted()
    )
    finish(&result, scanned: scanned, uses: uses, interface: interface)
    return result
  }

  private func finish(_ result: inout WorkspaceScan, scanned: Result, uses: [[FileEdgeUses]], interface: ContentHash) {
    for file in scanned.files where !file.suppressions.isEmpty { result.suppressions[file.path] = file.suppressions }
    result.scannedPaths = scanned.files.map(\.path)
    result.hashes = scanned.hashes
    var byPath: [String: [FileEdgeUses]] = [:]
    byPath.reserveCapacity(uses.count)
    for (file, fileUses) in zip(scanned.files, uses) { byPath[file.path] = fileUses }
    result.derivation = WorkspaceScan.Derivation(interface: interface, uses: byPath)
  }
}
