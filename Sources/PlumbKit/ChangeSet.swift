import Foundation
import PlumbModel

/// The files a run is about (`plumb check --files`, `--since`, `--staged`): only findings these files and their
/// modules touch are reported, while rules still see the whole graph. With `--staged` the staged contents of the
/// files are scanned, not the working tree's. Every other file comes from the facts cache when it is there.
public struct ChangeSet: Sendable, Equatable {
  /// Changed files, relative to the analysed root, `/`-separated; deleted ones included (a deletion touches its
  /// module, and can make findings: a module left without sources, a test target gone).
  public var paths: Set<String>
  /// Contents to scan instead of the working tree's, by path: the git index's for `--staged`.
  public var contents: [String: Data]
  /// Files the change deletes: they touch the module whose folder held them.
  public var removed: Set<String>
  /// The change is the git index's (`--staged`): a file it deletes is not scanned even when the working tree still
  /// has it (`git rm --cached`). Otherwise a deleted file a project still lists is left to the scan, which says
  /// it cannot be read, as `plumb check` without a change set does.
  public var isStaged = false
  /// What the change holds that is not checked (a staged submodule), said beside the findings.
  public var diagnostics: [Diagnostic]

  public init(
    paths: Set<String>, contents: [String: Data] = [:], removed: Set<String> = [], diagnostics: [Diagnostic] = []
  ) {
    self.paths = paths
    self.contents = contents
    self.removed = removed
    self.diagnostics = diagnostics
  }

  /// Files named on the command line, relative to the current directory or absolute. Files outside the root are
  /// left out.
  public static func files(_ files: [String], root: URL, currentDirectory: URL) -> ChangeSet {
    let rootPath = root.standardizedFileURL.path
    var paths = Set<String>()
    for file in files {
      let path = URL(fileURLWithPath: file, relativeTo: currentDirectory).standardizedFileURL.path
      if path.hasPrefix(rootPath + "/") { paths.insert(String(path.dropFirst(rootPath.count + 1))) }
    }
    return ChangeSet(paths: paths)
  }

  /// Files that differ from `revision` in the working tree (committed since, changed and not committed, or
  /// deleted), and files git does not track yet.
  public static func since(_ revision: String, root: URL) throws -> ChangeSet {
    let commit = try self.commit(of: revision, root: root)
    let entries = try IndexEntry.parse(
      git(["diff", "--raw", "-z", "--relative", "--no-renames", "--no-abbrev", commit, "--"], in: root))
    let untracked = try git(["ls-files", "-z", "--others", "--exclude-standard"], in: root)
    var changes = ChangeSet(
      paths: Set(entries.map(\.path) + fields(untracked)),
      removed: Set(entries.filter(\.isDeletion).map(\.path)))
    changes.diagnostics = entries.filter(\.isSubmodule).map(Self.submoduleNote)
    return changes
  }

  /// Files added, copied, modified, renamed or deleted in the git index, with their staged contents, read in one
  /// `git cat-file --batch` (one process for 2,000 files, not one `git show` each). A file staged and then deleted
  /// from the working tree is still scanned, from the index. `work` counts the git processes started, for the tests.
  /// Outside a repository `git diff --cached` fails; only then is git asked why, to say it in one line (a hook run
  /// starts one git process fewer).
  public static func staged(root: URL, work: WorkCounter? = nil) throws -> ChangeSet {
    let listed: Data
    do {
      listed = try git(
        ["diff", "--cached", "--raw", "-z", "--relative", "--no-renames", "--no-abbrev"], in: root, work: work)
    } catch {
      try requireRepository(root, for: "--staged", work: work)
      throw error
    }
    let entries = try IndexEntry.parse(listed)
    let swift = entries.filter { !$0.isDeletion && !$0.isSubmodule && $0.path.hasSuffix(".swift") }
    let blobs = try catFile(swift.map(\.blob), in: root, work: work)
    var contents: [String: Data] = [:]
    for entry in swift { contents[entry.path] = blobs[entry.blob] }
    var changes = ChangeSet(
      paths: Set(entries.map(\.path)), contents: contents, removed: Set(entries.filter(\.isDeletion).map(\.path)),
      diagnostics: entries.filter(\.isSubmodule).map(Self.submoduleNote))
    changes.isStaged = true
    return changes
  }

  /// A submodule's files belong to another repository: plumb does not check out its new commit, and says so.
  static func submoduleNote(_ entry: IndexEntry) -> Diagnostic {
    Diagnostic(
      .note,
      "'\(entry.path)' is a git submodule: its files are not checked (run plumb in the submodule to check them)",
      at: Location(file: entry.path))
  }

  /// The graph with the change's files as the change has them: a file the index deletes is no module's source any
  /// more, and a file the change has that the loader did not list (staged, then deleted from the working tree)
  /// joins the module whose folder holds it, to be scanned from its staged contents.
  public func applied(to graph: ModuleGraph) -> ModuleGraph {
    let removed = isStaged ? self.removed : []
    guard !removed.isEmpty || !contents.isEmpty else { return graph }
    let listed = Set(graph.modules.flatMap(\.sources))
    var additions: [ModuleID: [String]] = [:]
    for path in contents.keys where !listed.contains(path) && !removed.contains(path) {
      for owner in Self.folderOwners(of: path, in: graph) { additions[owner, default: []].append(path) }
    }
    var changed: [Module] = []
    for module in graph.modules where !module.isExternal {
      let kept = module.sources.filter { !removed.contains($0) }
      let added = additions[module.id] ?? []
      guard kept.count != module.sources.count || !added.isEmpty else { continue }
      var module = module
      module.sources = (kept + added).sorted()
      changed.append(module)
    }
    guard !changed.isEmpty else { return graph }
    var graph = graph
    graph.add(modules: changed)
    return graph
  }

  /// The modules the change touches: those that compile a changed file or are declared in one, and, for a file no
  /// module lists (deleted, or not in the graph yet), the modules whose source folder holds it.
  public func touchedModules(in graph: ModuleGraph, includingExternal: Bool = true) -> Set<ModuleID> {
    var touched = Set<ModuleID>()
    var listed = Set<String>()
    for module in graph.modules where includingExternal || !module.isExternal {
      listed.formUnion(module.sources)
      if let declaredAt = module.declaredAt?.file { listed.insert(declaredAt) }
      let declaredIn = module.declaredAt?.file
      if declaredIn.map(paths.contains) == true || module.sources.contains(where: paths.contains) {
        touched.insert(module.id)
      }
    }
    for path in removed.union(contents.keys) where !listed.contains(path) {
      touched.formUnion(Self.folderOwners(of: path, in: graph))
    }
    return touched
  }

  /// The modules whose source folder holds a path, the deepest folder first: `Sources/A/Sub/x.swift` is A's when
  /// A's folder is `Sources/A`.
  static func folderOwners(of path: String, in graph: ModuleGraph) -> [ModuleID] {
    var best: [ModuleID] = []
    var bestLength = -1
    for module in graph.modules where !module.isExternal {
      guard let folder = module.path, !folder.isEmpty, folder != "." else { continue }
      guard path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else { continue }
      if folder.count > bestLength {
        best = [module.id]
        bestLength = folder.count
      } else if folder.count == bestLength {
        best.append(module.id)
      }
    }
    return best
  }

  /// The commit a revision the user gave names, as its hash: the only form of it that reaches git's other commands.
  /// A revision is never taken for an option (`--since=--output=Package.swift` made `git diff` truncate the
  /// user's manifest), and one git does not know is said in one line.
  public static func commit(of revision: String, root: URL) throws -> String {
    try requireRepository(root, for: "a revision")
    guard !revision.isEmpty, !revision.hasPrefix("-"), !revision.contains(where: { $0.isNewline || $0 == "\0" }) else {
      throw PlumbError("'\(revision)' is not a revision")
    }
    let verified = try? git(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"], in: root)
    let commit = verified.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    guard let commit, !commit.isEmpty else {
      throw PlumbError("'\(revision)' is not a commit of the git repository at '\(root.path)'")
    }
    return commit
  }

  /// Git commands need a repository: outside one, git prints its usage, so plumb says what is wrong instead.
  static func requireRepository(_ root: URL, for purpose: String, work: WorkCounter? = nil) throws {
    let inside = try? git(["rev-parse", "--is-inside-work-tree"], in: root, work: work)
    guard let inside, String(decoding: inside, as: UTF8.self).hasPrefix("true") else {
      throw PlumbError("'\(root.path)' is not in a git working tree, which \(purpose) needs")
    }
  }

  /// The NUL-separated fields of a `-z` output (paths may hold newlines).
  private static func fields(_ data: Data) -> [String] {
    data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Runs git (the version-control tool, never the analysed project's code) in `root`.
  ///   - cleanup: the command removes what plumb made (a worktree): it runs even after an interrupt began.
  static func git(
    _ arguments: [String], in root: URL, input: Data? = nil, work: WorkCounter? = nil, cleanup: Bool = false
  ) throws -> Data {
    work?.add(1)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let standardInput = input.map { _ in Pipe() }
    if let standardInput { process.standardInput = standardInput }
    let exit = ProcessExit(of: process)
    do {
      // Started under the interrupt lock: an interrupt either sees this child and ends it, or comes first and
      // no child starts (a `worktree add` still writing while its folder is removed would leave the folder behind).
      try Interrupts.shared.start(process, evenWhenInterrupted: cleanup)
    } catch let error as PlumbError {
      if !cleanup { Interrupts.shared.holdIfInterrupted() }
      throw error
    } catch {
      throw PlumbError("cannot run git: \(error.localizedDescription)")
    }
    defer { Interrupts.shared.ended(process) }
    if let input, let standardInput {
      // Written beside the reading: git answers as it reads, and would block on a full output pipe otherwise.
      let writer = standardInput.fileHandleForWriting
      DispatchQueue.global().async {
        try? writer.write(contentsOf: input)
        try? writer.close()
      }
    }
    // Read before waiting: a large output would otherwise fill the pipe and block git.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    exit.wait()
    if process.terminationStatus != 0 && !cleanup { Interrupts.shared.holdIfInterrupted() }
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw PlumbError("git \(arguments.prefix(2).joined(separator: " ")) failed in '\(root.path)': \(text)")
    }
    return data
  }

  /// The contents of blobs by object name, read through one `git cat-file --batch`: each answer is
  /// `<name> blob <size>` then the bytes, so contents with any bytes in them are read exactly.
  static func catFile(_ blobs: [String], in root: URL, work: WorkCounter? = nil) throws -> [String: Data] {
    let unique = Array(Set(blobs)).sorted()
    guard !unique.isEmpty else { return [:] }
    let output = try git(
      ["cat-file", "--batch"], in: root, input: Data(unique.map { "\($0)\n" }.joined().utf8), work: work)
    var contents: [String: Data] = [:]
    var index = output.startIndex
    for blob in unique {
      guard let end = output[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      let header = String(decoding: output[index..<end], as: UTF8.self).split(separator: " ")
      index = output.index(after: end)
      guard header.count == 3, String(header[0]) == blob, let size = Int(header[2]),
        output.distance(from: index, to: output.endIndex) >= size
      else {
        throw PlumbError("git cat-file cannot read the staged file \(blob) in '\(root.path)'")
      }
      contents[blob] = Data(output[index..<output.index(index, offsetBy: size)])
      index = output.index(index, offsetBy: size + 1)  // the newline after the contents
    }
    return contents
  }
}

/// A change set still being worked out on a thread of its own: `plumb check --staged` asks git for the index's
/// changes while the pipeline reads its configuration and loads the projects, which need none of it (git answered
/// before the load began, one step after the other, and the load's own work waited for it). The load takes it where
/// it applies it (`Pipeline.load()`), and says first what working it out threw.
public final class PendingChanges: Sendable {
  private let answer: Later<Result<ChangeSet, any Error>>

  /// Starts `work` at once.
  public init(_ work: @escaping @Sendable () throws -> ChangeSet) {
    answer = Later { Result { try work() } }
  }

  /// The change set, once worked out; throws what working it out threw.
  public func value() throws -> ChangeSet {
    try answer.value.get()
  }
}

/// One line of `git diff --raw -z`: the file's new mode and object, what happened to it, and its path.
struct IndexEntry: Equatable {
  var mode: String
  var blob: String
  var status: Character
  var path: String

  var isDeletion: Bool { status == "D" }
  /// A gitlink: the entry is a commit of another repository.
  var isSubmodule: Bool { mode == "160000" }

  /// `:<old mode> <new mode> <old object> <new object> <status>` NUL `<path>` NUL, repeated (with `--no-renames`
  /// every entry has one path). A deletion's new mode is 000000; its old mode tells a removed submodule.
  static func parse(_ data: Data) throws -> [IndexEntry] {
    let fields = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    var entries: [IndexEntry] = []
    var index = 0
    while index + 1 < fields.count {
      let header = fields[index].split(separator: " ")
      guard fields[index].hasPrefix(":"), header.count == 5, let status = header[4].first else {
        throw PlumbError("git diff --raw gave a line plumb cannot read: '\(fields[index].prefix(120))'")
      }
      let deleted = status == "D"
      entries.append(
        IndexEntry(
          mode: String(deleted ? header[0].dropFirst() : header[1]), blob: String(deleted ? header[2] : header[3]),
          status: status, path: fields[index + 1]))
      index += 2
    }
    return entries
  }
}
