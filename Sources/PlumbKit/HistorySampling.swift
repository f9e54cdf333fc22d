import Foundation
import PlumbModel

/// Which revisions `plumb history` analyses: commits of the first-parent line of HEAD (the line a main branch
/// grows along, merges counted once), oldest first.
public struct HistorySampling: Sendable, Equatable {
  public enum Choice: Sendable, Equatable {
    /// About this many, evenly spaced from the oldest commit to HEAD (both kept).
    case evenly(Int)
    /// Every Nth commit counting back from HEAD.
    case every(Int)
    /// The tagged commits on the line.
    case tags
    /// These revisions, in the order given.
    case revisions([String])
  }

  public var choice: Choice
  /// Only commits made after this date (anything `git log --since` reads: `2025-01-01`, `6 months ago`).
  public var since: String?

  public init(choice: Choice = .evenly(20), since: String? = nil) {
    self.choice = choice
    self.since = since
  }

  /// A commit with what the history shows of it.
  public struct Commit: Sendable, Hashable {
    public var hash: String
    /// The committer date, ISO 8601.
    public var date: String
    public var subject: String
    /// The author's name and the author date, for the commit that introduced an edge.
    public var author: String
    public var authorDate: String
  }

  /// The chosen commits, the first-parent line they come from (oldest first), and a sentence saying how they were
  /// chosen.
  public struct Sample: Sendable {
    public var commits: [Commit]
    public var line: [String]
    public var description: String
  }

  /// Whether the last chosen commit is HEAD's whenever any is chosen: evenly spaced and every Nth commit keep the
  /// line's last (HEAD); tags and given revisions need not.
  var endsAtHead: Bool {
    switch choice {
    case .evenly, .every: true
    case .tags, .revisions: false
    }
  }

  /// The chosen commits' ids, before git is asked for their dates and subjects (`describe`).
  struct Chosen: Sendable {
    var hashes: [String]
    var line: [String]
    var description: String
  }

  /// Reads the line from git and chooses on it. Throws when `root` is not in a git repository, or nothing is left
  /// to analyse (`--since` after the last commit, no tag on the line).
  public func sample(root: URL) throws -> Sample {
    let chosen = try choose(root: root)
    return Sample(
      commits: try Self.describe(chosen.hashes, root: root), line: chosen.line, description: chosen.description)
  }

  /// `sample(root:)` without the commits' dates and subjects: what the analysis of the revisions needs, so that
  /// `plumb history` asks git for the rest beside it.
  func choose(root: URL) throws -> Chosen {
    try ChangeSet.requireRepository(root, for: "plumb history")
    var arguments = ["rev-list", "--first-parent", "--reverse"]
    if let since { arguments.append("--since=\(since)") }
    arguments += ["HEAD", "--"]
    let line = try Self.lines(ChangeSet.git(arguments, in: root))
    let window = since.map { " since \($0)" } ?? ""
    guard !line.isEmpty else { throw PlumbError("no commit on the first-parent line of HEAD\(window)") }
    let hashes: [String]
    let description: String
    switch choice {
    case .evenly(let count):
      hashes = Self.evenlySpaced(line, count: count)
      description = "\(hashes.count) evenly spaced of \(line.count) first-parent commits\(window)"
    case .every(let step):
      hashes = Self.every(line, step: step)
      description = "every \(step) of \(line.count) first-parent commits\(window), counting back from HEAD"
    case .tags:
      hashes = try Self.tagged(line, root: root)
      guard !hashes.isEmpty else { throw PlumbError("no tag on the first-parent line of HEAD\(window)") }
      description = "\(hashes.count) tagged of \(line.count) first-parent commits\(window)"
    case .revisions(let revisions):
      hashes = try revisions.map { try ChangeSet.commit(of: $0, root: root) }
      description = "\(hashes.count) revisions given"
    }
    return Chosen(hashes: hashes, line: line, description: description)
  }

  /// `count` positions from the first to the last, rounded, without repeats.
  static func evenlySpaced(_ line: [String], count: Int) -> [String] {
    guard line.count > count, count > 1 else { return count == 1 ? [line[line.count - 1]] : line }
    var indices: [Int] = []
    for step in 0..<count {
      let index = (step * (line.count - 1) + (count - 1) / 2) / (count - 1)
      if indices.last != index { indices.append(index) }
    }
    return indices.map { line[$0] }
  }

  static func every(_ line: [String], step: Int) -> [String] {
    Array(stride(from: line.count - 1, through: 0, by: -max(1, step)).reversed().map { line[$0] })
  }

  /// The commits of the line that a tag points at (annotated tags followed to their commit), in the line's order.
  static func tagged(_ line: [String], root: URL) throws -> [String] {
    let format = "--format=%(objectname) %(*objectname)"
    let refs = try lines(ChangeSet.git(["for-each-ref", format, "refs/tags"], in: root))
    // `%(*objectname)` is the commit of an annotated tag; a lightweight tag's object is the commit itself.
    let commits = Set(refs.compactMap { $0.split(separator: " ").last.map(String.init) })
    return line.filter { commits.contains($0) }
  }

  /// Each commit's dates, subject and author, in one `git log`.
  static func describe(_ hashes: [String], root: URL) throws -> [Commit] {
    guard !hashes.isEmpty else { return [] }
    let format = "--format=%H%x00%cI%x00%an%x00%aI%x00%s%x00"
    let output = try ChangeSet.git(["log", "--no-walk=unsorted", format] + hashes + ["--"], in: root)
    let fields = String(decoding: output, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .newlines) }
    var byHash: [String: Commit] = [:]
    var index = 0
    while index + 4 < fields.count {
      let commit = Commit(
        hash: fields[index], date: fields[index + 1], subject: fields[index + 4], author: fields[index + 2],
        authorDate: fields[index + 3])
      byHash[commit.hash] = commit
      index += 5
    }
    return hashes.map { byHash[$0] ?? Commit(hash: $0, date: "", subject: "", author: "", authorDate: "") }
  }

  /// Set when the repository is a shallow clone: how far back its first-parent line goes.
  public static func shallowNote(root: URL) -> String? {
    guard let answer = try? ChangeSet.git(["rev-parse", "--is-shallow-repository"], in: root),
      String(decoding: answer, as: UTF8.self).hasPrefix("true"),
      let line = try? lines(ChangeSet.git(["rev-list", "--first-parent", "--reverse", "HEAD", "--"], in: root)),
      let oldest = line.first
    else { return nil }
    let date = (try? describe([oldest], root: root))?.first?.date ?? ""
    return "shallow clone: history goes back only to \(oldest.prefix(12)) (\(date.prefix(10))), "
      + "\(line.count) first-parent commits; `git fetch --unshallow` brings the rest"
  }

  /// git's answer line by line, each without the spaces at its ends, the empty ones left out. A line that begins and
  /// ends with a printable ASCII character (a commit id: the first-parent line is thousands of them) is taken as it
  /// is; only the others go through Foundation's trimming.
  static func lines(_ data: Data) -> [String] {
    String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
      guard let first = line.utf8.first, let last = line.utf8.last, isPrintableASCII(first), isPrintableASCII(last)
      else { return line.trimmingCharacters(in: .whitespaces) }
      return String(line)
    }.filter { !$0.isEmpty }
  }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
