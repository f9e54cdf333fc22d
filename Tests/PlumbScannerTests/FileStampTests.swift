import Foundation
import PlumbModel
import Testing

@testable import PlumbScanner

/// Files checked by their stamps before they are read (`FileStamp`, `KnownFiles`): a file whose `stat` says what it
/// said when its bytes were hashed, long enough before, is not read; anything else is, racily clean files included.
@Suite struct FileStampTests {
  /// A folder with two Swift files of our own, their modification times set to an hour ago.
  struct Folder {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-stamps-\(UUID().uuidString)")
    let paths = ["A.swift", "B.swift"]
    static let anHourAgo = Date(timeIntervalSinceNow: -3600)

    init() throws {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try write("A.swift", "struct A { var value = 1 }\n")
      try write("B.swift", "struct B { var value = 2 }\n")
    }

    /// Writes `text` at `path`, then sets its modification time to `modified`.
    func write(_ path: String, _ text: String, modified: Date = Folder.anHourAgo) throws {
      let url = root.appendingPathComponent(path)
      try Data(text.utf8).write(to: url)
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
    }

    func read(known: KnownFiles? = nil) -> FileReadings {
      SourceScanner(threads: 2).read(root: root, paths: paths, known: known)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// A run that started `seconds` from now (a later run's view of the stamps of this one).
  static func known(_ readings: FileReadings, startedIn seconds: Double) -> KnownFiles {
    KnownFiles(
      stamps: readings.stamps, hashes: readings.hashes,
      verifiedSince: FileStamp.now() + Int64(seconds * 1_000_000_000))
  }

  @Test func aSettledUnchangedFileIsNotReadAndKeepsItsHash() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let first = folder.read()
    #expect(first.vouched == 0)
    #expect(first.stamps.count == 2)
    // A run that started long after the files' times: both stamps vouch.
    let second = folder.read(known: Self.known(first, startedIn: 10))
    #expect(second.vouched == 2)
    #expect(second.hashes == first.hashes)
    #expect(second.stamps == first.stamps)
  }

  @Test func anEditOfTheSameSizeWithItsModificationTimeSetBackIsRead() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let first = folder.read()
    let stamp = try #require(first.stamps["B.swift"])
    // Same size, same modification time (set explicitly, to the nanosecond): only the change time moved.
    try folder.write("B.swift", "struct B { var value = 3 }\n")
    let url = folder.root.appendingPathComponent("B.swift")
    var times = [
      timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000)),
      timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000)),
    ]
    #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
    let edited = try #require(FileStamp.of(path: url.path))
    #expect(edited.size == stamp.size && edited.modified == stamp.modified)
    let second = folder.read(known: Self.known(first, startedIn: 10))
    #expect(second.vouched == 1)
    #expect(second.hashes["B.swift"] != first.hashes["B.swift"])
    #expect(second.hashes["B.swift"] == ContentHash(of: Data("struct B { var value = 3 }\n".utf8)))
    #expect(second.hashes["A.swift"] == first.hashes["A.swift"])
  }

  /// Git's "racily clean" case: a file changed in the same clock tick as the last run read it keeps its stamp. A
  /// stamp not older than that run's start (by the margin) is never trusted: the file is read and hashed.
  @Test func aRacilyCleanFileIsReadAndHashedAnyway() throws {
    let folder = try Folder()
    defer { folder.remove() }
    // Written now: its change time is now.
    try folder.write("A.swift", "struct A { var value = 4 }\n", modified: Date())
    let first = folder.read()
    // What a run that hashed other bytes under the very same stamp would have kept.
    var known = Self.known(first, startedIn: 0)
    let stale = ContentHash(of: Data("struct A { var value = 5 }\n".utf8))
    known.hashes["A.swift"] = stale
    known.hashes["B.swift"] = stale
    let racy = folder.read(known: known)
    #expect(racy.vouched == 0)
    #expect(racy.hashes == first.hashes)
    // The same stamps, seen by a run that started long after them, are trusted: that is what the margin guards.
    known.verifiedSince = FileStamp.now() + 10_000_000_000
    #expect(folder.read(known: known).hashes["A.swift"] == stale)
  }

  @Test func aTouchedFileIsReadAndHashesTheSame() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let first = folder.read()
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60)],
      ofItemAtPath: folder.root.appendingPathComponent("A.swift").path)
    let second = folder.read(known: Self.known(first, startedIn: 10))
    #expect(second.vouched == 1)
    #expect(second.hashes == first.hashes)
    #expect(second.stamps["A.swift"] != first.stamps["A.swift"])
  }

  /// A file whose stamp vouched but whose facts are not cached is read when the scan needs it, and scanned from
  /// what it holds now.
  @Test func aVouchedFileIsReadWhenItsFactsAreNeeded() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let first = folder.read()
    let second = folder.read(known: Self.known(first, startedIn: 10))
    #expect(second.vouched == 2)
    let scanned = SourceScanner(threads: 2).scan(second)
    #expect(scanned.files.map(\.path) == folder.paths)
    #expect(scanned.diagnostics.isEmpty)
    #expect(scanned.files.flatMap { $0.types.map(\.name) } == ["A", "B"])
  }

  @Test func aStampIsTrustedOnlyWhenSettledBeforeTheRunStarted() {
    let start: Int64 = 1_000_000_000_000_000_000
    let old = FileStamp(size: 10, modified: start - 10_000_000_000, changed: start - 10_000_000_000, inode: 7)
    #expect(old.vouches(for: old, verifiedSince: start))
    var changedLately = old
    changedLately.changed = start - 1_000_000_000
    #expect(!changedLately.vouches(for: changedLately, verifiedSince: start))
    var modifiedLately = old
    modifiedLately.modified = start
    #expect(!modifiedLately.vouches(for: modifiedLately, verifiedSince: start))
    var moved = old
    moved.inode = 8
    #expect(!moved.vouches(for: old, verifiedSince: start))
  }
}
