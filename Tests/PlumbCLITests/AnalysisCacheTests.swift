import Foundation
import PlumbTestSupport
import Testing

/// The analysis cache (the last run's load and scan, reused when nothing they read changed): the output of every run
/// is the output of a run without any cache, byte for byte, whatever changed in between (a Swift file, a manifest,
/// the tree, the staged contents).
@Suite struct AnalysisCacheTests {
  /// A copy of a sample folder in the temporary directory, to edit.
  static func copy(_ sample: String) throws -> URL {
    let copy = scratchFolder()
    try FileManager.default.copyItem(at: Fixtures.sample(sample), to: copy)
    try? FileManager.default.removeItem(at: copy.appendingPathComponent(".build"))
    return copy
  }

  /// `check --reporter json` and `graph --format json` of `folder`, with the cache in `cache` (nil: `--no-cache`).
  static func outputs(_ folder: URL, cache: URL?, extra: [String] = []) throws -> [String] {
    let cacheArguments = cache.map { ["--cache-path", $0.path] } ?? ["--no-cache"]
    var outputs: [String] = []
    for command in [["check", folder.path, "--reporter", "json"], ["graph", folder.path, "--format", "json"]] {
      let result = try PlumbBinary.run(command + cacheArguments + (command[0] == "check" ? extra : []))
      outputs += ["\(result.status)", result.output, result.errors]
    }
    return outputs
  }

  /// An empty folder's URL in the temporary directory, for a package a test writes file by file.
  static func scratchFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("plumb-analysis-\(UUID().uuidString)")
  }

  /// Writes `text` at `path` inside `folder`, making the folders on the way.
  static func write(_ text: String, at path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func append(_ text: String, to file: URL) throws {
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }

  static func firstSwiftFile(in folder: URL) throws -> URL {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && $0.lastPathComponent != "Package.swift" }
      .sorted { $0.path < $1.path }
    return try #require(files.first)
  }

  @Test(arguments: [
    "ClassicMac/BbA", "ClassicMac/MVVM-C", "FollowsAudit", "ModularCoordinators", "Violations/graph-rules",
    "Violations/cycle-and-untested",
  ])
  func warmColdAndEditedRunsSayWhatARunWithoutCacheSays(sample: String) throws {
    let folder = try Self.copy(sample)
    let cache = folder.appendingPathComponent("cache-elsewhere")
    defer { try? FileManager.default.removeItem(at: folder) }
    let none = try Self.outputs(folder, cache: nil)
    #expect(try Self.outputs(folder, cache: cache) == none, "cold")
    let snapshot = cache.appendingPathComponent("analysis-v4.bin")
    #expect(FileManager.default.fileExists(atPath: snapshot.path))
    let written = try FileManager.default.attributesOfItem(atPath: snapshot.path)[.modificationDate] as? Date
    #expect(try Self.outputs(folder, cache: cache) == none, "warm")
    // Nothing changed: the warm run writes nothing.
    #expect(try FileManager.default.attributesOfItem(atPath: snapshot.path)[.modificationDate] as? Date == written)

    let edited = try Self.firstSwiftFile(in: folder)
    try Self.append(
      "\nimport Foundation\nfunc plumbEditedForTheTest(_ value: Int) -> Int { value > 1 ? value : 0 }\n", to: edited)
    #expect(try Self.outputs(folder, cache: cache) == Self.outputs(folder, cache: nil), "one file edited")
  }

  /// A package of our own: `B` depends on `A`; each step changes what the load reads, and the cached run must see it.
  @Test func changesToManifestsAndToTheTreeAreSeen() throws {
    let folder = Self.scratchFolder()
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws { try Self.write(text, at: path, in: folder) }
    func manifest(_ targets: String) -> String {
      "// swift-tools-version:5.9\nimport PackageDescription\n\n"
        + "let package = Package(\n  name: \"Pair\",\n  targets: [\n"
        + targets + "\n  ]\n)\n"
    }
    try write(
      "Package.swift",
      manifest("    .target(name: \"A\"),\n    .target(name: \"B\", dependencies: [\"A\"]),"))
    try write("Sources/A/A.swift", "public struct Thing { public init() {} }\n")
    try write("Sources/B/B.swift", "import A\n\npublic let thing = Thing()\n")
    let first = try Self.outputs(folder, cache: nil)
    #expect(try Self.outputs(folder, cache: cache) == first)
    #expect(try Self.outputs(folder, cache: cache) == first)

    // The manifest loses B's dependency: B's import is now undeclared.
    try write("Package.swift", manifest("    .target(name: \"A\"),\n    .target(name: \"B\"),"))
    let undeclared = try Self.outputs(folder, cache: nil)
    #expect(undeclared != first)
    #expect(try Self.outputs(folder, cache: cache) == undeclared)

    // A new target's folder and file.
    try write(
      "Package.swift",
      manifest(
        "    .target(name: \"A\"),\n    .target(name: \"B\"),\n    .target(name: \"C\", dependencies: [\"B\"]),"))
    try write("Sources/C/C.swift", "import B\n\nlet other = thing\n")
    #expect(try Self.outputs(folder, cache: cache) == Self.outputs(folder, cache: nil))

    // A Swift file no target compiles: a new folder the folder fallback makes a module of.
    try write("Tools/Script.swift", "import A\n\nlet made = Thing()\n")
    let withTools = try Self.outputs(folder, cache: nil)
    #expect(try Self.outputs(folder, cache: cache) == withTools)

    // A file removed.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/C/C.swift"))
    #expect(try Self.outputs(folder, cache: cache) == Self.outputs(folder, cache: nil))

    // A suppression comment added to a file whose bytes the cache knew: read with the facts, from the new bytes.
    try write("Sources/B/B.swift", "// plumb:disable undeclared-import\nimport A\n\npublic let thing = Thing()\n")
    let suppressed = try Self.outputs(folder, cache: nil)
    #expect(suppressed != undeclared)
    #expect(try Self.outputs(folder, cache: cache) == suppressed)
  }

  /// The rules' findings are cached with the load and scan they were found on, under the configuration they were
  /// found with: a change to the configuration file, or to a file it extends, is seen by the next run, although
  /// its load and scan are reused whole.
  @Test func configurationChangesAreSeenWhenFindingsAreCached() throws {
    let folder = Self.scratchFolder()
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws { try Self.write(text, at: path, in: folder) }
    // B declares A and never uses it: unused-dependency, unless the configuration ignores A.
    try write(
      "Package.swift",
      "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n  name: \"Pair\",\n"
        + "  targets: [\n    .target(name: \"A\"),\n    .target(name: \"B\", dependencies: [\"A\"]),\n  ]\n)\n")
    try write("Sources/A/A.swift", "public struct Thing { public init() {} }\n")
    try write("Sources/B/B.swift", "public struct Other {\n  public init() {}\n}\n")
    try write(".plumb.yml", "extends: ./base.yml\n")
    try write("base.yml", "rules:\n  unused-dependency:\n    ignore: []\n")
    let reported = try Self.outputs(folder, cache: nil)
    #expect(reported[1].contains("unused-dependency"))
    #expect(try Self.outputs(folder, cache: cache) == reported, "cold")
    #expect(try Self.outputs(folder, cache: cache) == reported, "warm")
    #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("findings-v1.bin").path))

    // The extended file changes: A is ignored.
    try write("base.yml", "rules:\n  unused-dependency:\n    ignore: [A]\n")
    let ignored = try Self.outputs(folder, cache: nil)
    #expect(ignored != reported)
    #expect(try Self.outputs(folder, cache: cache) == ignored, "extended file changed")
    #expect(try Self.outputs(folder, cache: cache) == ignored, "warm again")

    // The configuration file itself changes: it no longer extends the file that ignores A.
    try write(".plumb.yml", "rules:\n  unused-dependency:\n    ignore: []\n")
    #expect(try Self.outputs(folder, cache: cache) == reported, "configuration file changed")

    // A damaged findings file is ignored.
    try Data("damaged".utf8).write(to: cache.appendingPathComponent("findings-v1.bin"))
    #expect(try Self.outputs(folder, cache: cache) == reported, "damaged findings")
  }

  /// Files are checked by their stamps (size, times, inode) before they are read, as git's index does: an edit that
  /// keeps the size and the modification time (set back explicitly, to the nanosecond) is still seen, in a Swift file
  /// and in a manifest; a touched but unchanged file gives the same output.
  @Test func editsThatKeepSizeAndModificationTimeAreSeen() throws {
    let folder = Self.scratchFolder()
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws { try Self.write(text, at: path, in: folder) }
    /// Rewrites `path` with `text` (of the same length) and sets its modification time back to what it was.
    func rewriteKeepingTimes(_ path: String, _ text: String) throws {
      let file = folder.appendingPathComponent(path).path
      var before = stat()
      #expect(stat(file, &before) == 0)
      let handle = try #require(FileHandle(forWritingAtPath: file))
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
      var times = [before.st_atim, before.st_mtim]
      #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
      var after = stat()
      #expect(stat(file, &after) == 0)
      #expect(after.st_size == before.st_size)
      #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    }
    let manifest =
      "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n  name: \"Pair\",\n"
      + "  targets: [\n    .target(name: \"A\"),\n    .target(name: \"B\", dependencies: [\"A\"]),\n  ]\n)\n"
    try write("Package.swift", manifest)
    try write("Sources/A/A.swift", "public struct Thing { public init() {} }\n")
    try write("Sources/B/B.swift", "import A\n\npublic let thing = Thing()\n")
    // The stamps of files written this instant are racily clean: no run would trust them. Old enough, they are.
    Thread.sleep(forTimeInterval: 3.5)
    let first = try Self.outputs(folder, cache: nil)
    #expect(try Self.outputs(folder, cache: cache) == first, "cold")
    #expect(try Self.outputs(folder, cache: cache) == first, "warm")

    // B no longer imports A (same size): its declared dependency on A is unused.
    try rewriteKeepingTimes("Sources/B/B.swift", "//port A\n\npublic let thing = 1234567\n")
    let unused = try Self.outputs(folder, cache: nil)
    #expect(unused != first)
    #expect(try Self.outputs(folder, cache: cache) == unused, "a Swift file edited")
    #expect(try Self.outputs(folder, cache: cache) == unused, "warm again")

    // The manifest drops the dependency (same size).
    try rewriteKeepingTimes("Package.swift", manifest.replacingOccurrences(of: "[\"A\"]", with: "[   ]"))
    let dropped = try Self.outputs(folder, cache: nil)
    #expect(dropped != unused)
    #expect(try Self.outputs(folder, cache: cache) == dropped, "the manifest edited")

    // Touched, unchanged.
    for path in ["Package.swift", "Sources/A/A.swift"] {
      try FileManager.default.setAttributes(
        [.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent(path).path)
    }
    #expect(try Self.outputs(folder, cache: cache) == dropped, "touched")
    #expect(try Self.outputs(folder, cache: cache) == dropped, "touched, warm")
  }

  @Test func stagedRunsWithTheCacheSayWhatStagedRunsWithoutItSay() throws {
    let folder = try Self.copy("Violations/graph-rules")
    defer { try? FileManager.default.removeItem(at: folder) }
    try ChangedFilesTests.commitEverything(in: folder)
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    _ = try Self.outputs(folder, cache: cache)
    let edited = try Self.firstSwiftFile(in: folder)
    try Self.append("\nfunc plumbStagedForTheTest() {}\n", to: edited)
    try ChangedFilesTests.git(["add", edited.path], in: folder)
    // Changed again after staging: the staged contents are what counts.
    try Self.append("\nfunc plumbUnstagedForTheTest() {}\n", to: edited)
    func staged(_ cache: URL?) throws -> [String] {
      let cacheArguments = cache.map { ["--cache-path", $0.path] } ?? ["--no-cache"]
      let result = try PlumbBinary.run(["check", "--staged", "--reporter", "json"] + cacheArguments, in: folder)
      return ["\(result.status)", result.output, result.errors]
    }
    let none = try staged(nil)
    #expect(none[0] != "2", "\(none[2])")
    #expect(try staged(cache) == none)
    #expect(try staged(cache) == none)
    // A whole run after the staged one.
    #expect(try Self.outputs(folder, cache: cache) == Self.outputs(folder, cache: nil))
  }

  @Test func timingsGoToStandardErrorAndChangeNothingElse() throws {
    let folder = try Self.copy("ClassicMac/BbA")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try PlumbBinary.run(["check", folder.path, "--no-cache"])
    let timed = try PlumbBinary.run(["check", folder.path, "--no-cache", "--timings"])
    #expect(timed.status == plain.status)
    #expect(timed.output == plain.output)
    let line = try #require(timed.errors.split(separator: "\n").first { $0.hasPrefix("plumb: timings (s): ") })
    let stages = line.dropFirst("plumb: timings (s): ".count).split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
    }
    // In pipeline order, each once.
    #expect(stages.first == "load")
    #expect(stages.last == "total")
    for stage in ["load", "scan", "graph", "metrics", "rules", "report"] { #expect(stages.contains(stage), "\(stage)") }
    #expect(Set(stages).count == stages.count)
    #expect(!plain.errors.contains("timings"))
  }

  /// A cache folder that cannot be made (its path runs through a file: what a read-only checkout looks like to plumb,
  /// without needing a read-only mount): the run says so once, caches in the user's cache folder, and answers the same.
  @Test func aCacheFolderThatCannotBeWrittenMovesToTheUsersCacheFolder() throws {
    let folder = try Self.copy("Violations/graph-rules")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let blocked = file.appendingPathComponent("cache")
    let userCache = folder.appendingPathComponent("user-cache")
    let none = try PlumbBinary.run(["check", folder.path, "--reporter", "json", "--no-cache"])
    for _ in 0..<2 {
      let result = try PlumbBinary.run(
        ["check", folder.path, "--reporter", "json", "--cache-path", blocked.path],
        environment: ["XDG_CACHE_HOME": userCache.path])
      #expect(result.status == none.status)
      #expect(result.output == none.output)
      let notes = result.errors.split(separator: "\n").filter { $0.contains("cannot be written") }
      #expect(notes.count == 1)
      #expect(notes.first?.contains(userCache.path) == true)
    }
    let moved = try FileManager.default.subpathsOfDirectory(atPath: userCache.path)
    #expect(moved.contains { $0.hasSuffix("facts-v1.bin") })
    #expect(moved.contains { $0.hasSuffix("analysis-v4.bin") })

    // Without a user cache folder to write either: no cache at all, and still the same answer.
    try Data("y".utf8).write(to: folder.appendingPathComponent("no-home"))
    let nowhere = try PlumbBinary.run(
      ["check", folder.path, "--reporter", "json", "--cache-path", blocked.path],
      environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("no-home/cache").path])
    #expect(nowhere.status == none.status)
    #expect(nowhere.output == none.output)
    #expect(nowhere.errors.contains("this run uses no cache"))
  }
}
