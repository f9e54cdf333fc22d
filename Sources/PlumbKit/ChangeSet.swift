import Foundation

/// The files a run is about (`plumb check --files`, `--since`, `--staged`): only findings these files and their
/// modules touch are reported, while rules still see the whole graph. With `--staged` the staged contents of the
/// files are scanned, not the working tree's. Every other file comes from the facts cache when it is there.
public struct ChangeSet: Sendable, Equatable {
  /// Changed files, relative to the analysed root, `/`-separated.
  public var paths: Set<String>
  /// Contents to scan instead of the working tree's, by path: the git index's for `--staged`.
  public var contents: [String: Data]

  public init(paths: Set<String>, contents: [String: Data] = [:]) {
    self.paths = paths
    self.contents = contents
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

  /// Files that differ from `revision` in the working tree (committed since, or changed and not committed), and
  /// files git does not track yet.
  public static func since(_ revision: String, root: URL) throws -> ChangeSet {
    let commit = try self.commit(of: revision, root: root)
    let changed = try git(["diff", "--name-only", "--relative", "--no-renames", commit, "--"], in: root)
    let untracked = try git(["ls-files", "--others", "--exclude-standard"], in: root)
    return ChangeSet(paths: Set(lines(changed) + lines(untracked)))
  }

  /// Files added, copied, modified or renamed in the git index, with their staged contents.
  public static func staged(root: URL) throws -> ChangeSet {
    try requireRepository(root, for: "--staged")
    let names = lines(try git(["diff", "--cached", "--name-only", "--relative", "--diff-filter=ACMR"], in: root))
    var contents: [String: Data] = [:]
    for name in names where name.hasSuffix(".swift") {
      contents[name] = try git(["show", ":./\(name)"], in: root)
    }
    return ChangeSet(paths: Set(names), contents: contents)
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
  static func requireRepository(_ root: URL, for purpose: String) throws {
    let inside = try? git(["rev-parse", "--is-inside-work-tree"], in: root)
    guard let inside, String(decoding: inside, as: UTF8.self).hasPrefix("true") else {
      throw PlumbError("'\(root.path)' is not in a git working tree, which \(purpose) needs")
    }
  }

  private static func lines(_ data: Data) -> [String] {
    String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
  }

  /// Runs git (the version-control tool, never the analysed project's code) in `root`.
  static func git(_ arguments: [String], in root: URL) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw PlumbError("cannot run git: \(error.localizedDescription)")
    }
    // Read before waiting: a large output would otherwise fill the pipe and block git.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw PlumbError("git \(arguments.prefix(2).joined(separator: " ")) failed in '\(root.path)': \(text)")
    }
    return data
  }
}
