import Foundation
@testable import PlumbKit
import PlumbReporters
import PlumbTestSupport
import Testing

/// `plumb history` reads each revision from git's objects (`RevisionFolder`), not from a checkout. On a repository
/// built here (a symbolic link to a Swift file, a file removed, a folder left empty, a file that becomes a folder,
/// an executable, an image, a submodule), the folder holds what a checkout of each revision holds, and the rows
/// are the rows of a checkout.
@Suite struct RevisionFolderTests {
  static func manifest(aUsesB: Bool) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Linked",
      targets: [
        .target(name: "A"\(aUsesB ? ", dependencies: [\"B\"]" : "")),
        .target(name: "B"),
      ]
    )

    """
  }

  /// Three commits, each a list of files to write (nil removes the path), then an optional gitlink.
  static let commits: [(subject: String, files: [(String, String?)])] = [
    (
      "one",
      [
        ("Package.swift", manifest(aUsesB: false)),
        ("Sources/A/A.swift", "public struct Apple {}\n"),
        ("Sources/A/Old/Gone.swift", "struct Gone {\n  var a = 1\n}\n"),
        ("Sources/B/B.swift", "public struct Banana {}\n"),
        ("Shared/Linked.swift", "public struct Lime {}\n"),
        ("Sources/B/Notes", "a file first\n"),
        ("Assets/icon.png", "\u{89}PNG not really an image\n"),
        ("scripts/run.sh", "#!/bin/sh\necho hi\n"),
      ]
    ),
    (
      "two: A uses B, Gone removed, Notes becomes a folder",
      [
        ("Package.swift", manifest(aUsesB: true)),
        ("Sources/A/A.swift", "import B\n\npublic struct Apple {\n  var banana = Banana()\n}\n"),
        ("Sources/A/Old/Gone.swift", nil),
        ("Sources/B/Notes", nil),
        ("Sources/B/Notes/More.swift", "struct More {}\n"),
        ("Shared/Linked.swift", "public struct Lime {\n  public var sour = true\n}\n"),
      ]
    ),
    ("three: the link removed", [("Sources/B/Linked.swift", nil), ("Sources/A/Later.swift", "struct Later {}\n")]),
  ]

  /// The repository and its commits, oldest first. The link `Sources/B/Linked.swift` → `../../Shared/Linked.swift`
  /// and the submodule `Vendor/Kit` (a gitlink to a commit of no repository here) are made at the first commit.
  static func repository() throws -> (folder: URL, hashes: [String]) {
    let folder = try makeWorkspaceFolder("plumb-revision-folder", empty: true)
    let git = { (arguments: [String], date: Int) in try HistoryCommandTests.git(arguments, in: folder, date: date) }
    _ = try git(["init", "-q"], 0)
    var hashes: [String] = []
    for (number, commit) in commits.enumerated() {
      for (path, contents) in commit.files {
        let url = folder.appendingPathComponent(path)
        guard let contents else {
          try FileManager.default.removeItem(at: url)
          continue
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      }
      if number == 0 {
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("scripts/run.sh").path)
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent("Sources/B/Linked.swift").path,
          withDestinationPath: "../../Shared/Linked.swift")
      }
      _ = try git(["add", "-A"], number)
      if number == 0 {
        let anyCommit = String(repeating: "ab", count: 20)
        _ = try git(["update-index", "--add", "--cacheinfo", "160000,\(anyCommit),Vendor/Kit"], number)
      }
      _ = try git(["commit", "-q", "-m", commit.subject], number)
      hashes.append(try git(["rev-parse", "HEAD"], number))
    }
    return (folder, hashes)
  }

  /// Every entry below `folder` (hidden ones and git's `.git` file left out): its kind, and a file's bytes unless
  /// `RevisionFolder` writes it empty, or a link's target.
  static func listing(_ folder: URL) throws -> [String: String] {
    var entries: [String: String] = [:]
    let manager = FileManager.default
    var pending = [""]
    while let relative = pending.popLast() {
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
      for name in try manager.contentsOfDirectory(atPath: url.path) where !name.hasPrefix(".") {
        let path = relative.isEmpty ? name : relative + "/" + name
        let full = folder.appendingPathComponent(path).path
        let type = try manager.attributesOfItem(atPath: full)[.type] as? FileAttributeType
        switch type {
        case .typeSymbolicLink: entries[path] = "link " + (try manager.destinationOfSymbolicLink(atPath: full))
        case .typeDirectory:
          entries[path] = "folder"
          pending.append(path)
        default:
          let permissions = (try manager.attributesOfItem(atPath: full)[.posixPermissions] as? Int) ?? 0
          let opaque = RevisionFolder.opaqueExtensions.contains((name as NSString).pathExtension.lowercased())
          let data = opaque ? Data("(not read)".utf8) : try Data(contentsOf: URL(fileURLWithPath: full))
          let bytes = String(decoding: data, as: UTF8.self)
          entries[path] = "file \(permissions & 0o100 != 0 ? "x" : "-") \(bytes)"
        }
      }
    }
    return entries
  }

  @Test func theFolderHoldsWhatACheckoutHoldsAtEachRevision() throws {
    let (repository, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    var listings: [[String: String]] = []
    try RevisionFolder.with(root: repository) { folder in
      // Forward, then back to the first: removals and additions both ways.
      for hash in hashes + [hashes[0]] {
        try folder.move(to: hash)
        let checkout = try GitWorktrees.with(hash, root: repository) { try Self.listing($0) }
        let read = try Self.listing(folder.folder)
        #expect(read == checkout, "\(hash.prefix(8)): \(read.filter { checkout[$0.key] != $0.value }.keys.sorted())")
        listings.append(read)
      }
    }
    #expect(listings[0]["Sources/B/Linked.swift"] == "link ../../Shared/Linked.swift")
    #expect(listings[0]["Vendor/Kit"] == "folder")
    #expect(listings[0]["scripts/run.sh"]?.hasPrefix("file x") == true)
    #expect(listings[1]["Sources/A/Old"] == nil && listings[1]["Sources/B/Notes"] == "folder")
    #expect(listings[2]["Sources/B/Linked.swift"] == nil)
    #expect(listings[3] == listings[0])
  }

  @Test func rowsAreTheRowsOfACheckoutAndUnchangedBlobsAreNotReadAgain() throws {
    let (repository, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let commits = try HistorySampling.describe(hashes, root: repository)
    let caches = try makeWorkspaceFolder("plumb-revision-folder-caches", empty: true)
    defer { try? FileManager.default.removeItem(at: caches) }
    var reads: [Int] = []
    let read: [ArchitectureHistory.Revision] = try RevisionFolder.with(root: repository) { folder in
      try commits.map { commit in
        var options = AnalysisOptions(cacheFolder: caches.appendingPathComponent("objects"))
        let before = folder.objectsRead
        options.sourceContents = try folder.move(to: commit.hash)
        reads.append(folder.objectsRead - before)
        return ArchitectureHistory.revision(commit, folder: folder.folder, root: repository, options: options)
      }
    }
    let checkedOut = try commits.map { commit in
      try GitWorktrees.with(commit.hash, root: repository) { folder in
        let options = AnalysisOptions(cacheFolder: caches.appendingPathComponent("checkouts"))
        return ArchitectureHistory.revision(commit, folder: folder, root: repository, options: options)
      }
    }
    #expect(read == checkedOut)
    #expect(read.allSatisfy { $0.problem == nil }, "\(read.compactMap(\.problem))")
    // The link's file counts in B (and its target in the folder's inferred module Shared), the removed file leaves
    // A, the link's removal leaves B; the edge A → B appears at the second commit.
    #expect(read.map { $0.metrics?.files ?? 0 } == [5, 5, 5])
    #expect(read.map(\.modules) == [3, 3, 3])
    #expect(read.map(\.edges) == [0, 1, 1])
    // Read: every blob but the image at first (7 files and the link), then only the changed ones (4, then 1).
    #expect(reads == [8, 4, 1])
  }

  /// `plumb history`'s lanes read their next revision from git while the present one is analysed
  /// (`RevisionFolder.readAhead`). A move after a read ahead of its commit reads nothing more from git and gives the
  /// folder and the Swift files a move without one gives; a read ahead of another commit (the other lane took it)
  /// still leaves the right folder, and one left under way at the end is waited for.
  @Test func aReadAheadGivesWhatAMoveWithoutOneGives() throws {
    let (repository, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let walk = hashes + [hashes[0]] + hashes.reversed()
    for guessing in [true, false] {
      try RevisionFolder.with(root: repository) { plain in
        try RevisionFolder.with(root: repository, removingAbandoned: false) { ahead in
          for (step, hash) in walk.enumerated() {
            let expected = try plain.move(to: hash)
            let before = (read: ahead.objectsRead, ahead: ahead.objectsReadAhead)
            let contents = try ahead.move(to: hash)
            #expect(contents == expected)
            #expect(try Self.listing(ahead.folder) == Self.listing(plain.folder), "step \(step)")
            if guessing && step > 0 {
              // Read ahead whole: the move itself asked git for nothing.
              #expect(ahead.objectsRead - before.read == ahead.objectsReadAhead - before.ahead, "step \(step)")
            }
            guard step + 1 < walk.count else { continue }
            // Guessing wrong: a commit the walk does not go to next (the one it is at, or another).
            ahead.readAhead(guessing ? walk[step + 1] : walk[(step + 2) % walk.count])
          }
          if guessing { #expect(ahead.objectsRead == plain.objectsRead && ahead.objectsReadAhead > 0) }
          // Under way when the folder is removed.
          ahead.readAhead(hashes[1])
        }
      }
    }
  }

  /// A revision folder is written from git's objects, so git lists no worktree for it: it is removed by deleting
  /// it, without asking git (two processes at the end of every lane), and git's list of worktrees is as before. The
  /// folder's place inside the repository is worked out from one question for the top folder.
  @Test func aRevisionFolderIsRemovedWithoutGit() throws {
    let (repository, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let worktrees = try HistoryCommandTests.git(["worktree", "list", "--porcelain"], in: repository, date: 0)
    let top = try GitWorktrees.topLevel(of: repository)
    #expect(GitWorktrees.relativePath(of: repository, top: top) == "")
    #expect(GitWorktrees.relativePath(of: repository.appendingPathComponent("Sources/A"), top: top) == "Sources/A")
    var holder: URL?
    try RevisionFolder.with(root: repository) { folder in
      try folder.move(to: hashes[0])
      holder = folder.top.deletingLastPathComponent()
      #expect(try HistoryCommandTests.git(["worktree", "list", "--porcelain"], in: repository, date: 0) == worktrees)
    }
    let removed = try #require(holder)
    #expect(!FileManager.default.fileExists(atPath: removed.path))
    #expect(try HistoryCommandTests.git(["worktree", "list", "--porcelain"], in: repository, date: 0) == worktrees)

    // A folder git does not list is deleted even where git cannot be asked (no repository there).
    let unlisted = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(GitWorktrees.folderPrefix)\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: unlisted.appendingPathComponent("repository"), withIntermediateDirectories: true)
    Worktree(
      repository: unlisted.appendingPathComponent("no such repository"), holder: unlisted,
      folder: unlisted.appendingPathComponent("repository"), isRegistered: false
    ).remove()
    #expect(!FileManager.default.fileExists(atPath: unlisted.path))
  }

  /// Only a repository that may have linked worktrees is asked for them before a run (two git processes): one whose
  /// `.git` folder has no `worktrees` folder has none; one with a linked worktree has one, and a linked worktree's own
  /// checkout (a `.git` file) cannot tell.
  @Test func onlyARepositoryThatMayHaveLinkedWorktreesIsAskedForThem() throws {
    let (repository, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let top = try GitWorktrees.topLevel(of: repository)
    #expect(!GitWorktrees.mayHaveLinkedWorktrees(top: top))
    let linked = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-linked-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: linked) }
    _ = try HistoryCommandTests.git(["worktree", "add", "--detach", "--quiet", linked.path, hashes[0]], in: repository)
    #expect(GitWorktrees.mayHaveLinkedWorktrees(top: top))
    #expect(GitWorktrees.mayHaveLinkedWorktrees(top: try GitWorktrees.topLevel(of: linked)))
    #expect(GitWorktrees.mayHaveLinkedWorktrees(top: linked.appendingPathComponent("no such folder")))
  }

  /// `git cat-file --batch` asked many names at once answers them in order, as asked one by one: a missing object
  /// is nil in its place, and the objects after it are still read (a blob, a tree, a commit).
  @Test func objectsAskedTogetherAreTheObjectsAskedOneByOne() throws {
    let (repository, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let reader = try GitObjectReader(repository: repository)
    defer { reader.close() }
    let blob = try HistoryCommandTests.git(["rev-parse", "\(hashes[1]):Sources/A/A.swift"], in: repository, date: 0)
    let names = [
      "\(hashes[0])^{tree}", String(repeating: "0", count: 40), blob, hashes[2], "\(hashes[2])^{tree}", blob,
    ]
    let together = try reader.objects(names)
    let oneByOne = try names.map { try reader.object($0) }
    #expect(together.map { $0?.name } == oneByOne.map { $0?.name })
    #expect(together.map { $0?.bytes } == oneByOne.map { $0?.bytes })
    #expect(together.map { $0?.type } == ["tree", nil, "blob", "commit", "tree", "blob"])
    let text = together[2].map { String(decoding: $0.bytes, as: UTF8.self) }
    #expect(text == "import B\n\npublic struct Apple {\n  var banana = Banana()\n}\n")
  }
}
