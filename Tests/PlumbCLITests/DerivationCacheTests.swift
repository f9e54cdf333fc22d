import Foundation
@testable import PlumbKit
import PlumbTestSupport
import Testing

/// A run whose Swift files changed since the last one reuses the last derivation where the change does not reach
/// (`derived-v1.bin`): its output, edited or staged, is what a run without any cache prints, byte for byte, whether
/// the change leaves the workspace's types as they were or renames one another module uses.
@Suite struct DerivationCacheTests {
  /// A package of our own with four modules: `Core` declares `Account`, `Feature` re-exports Core and uses it, `App`
  /// uses both, and `Tools` depends on Core without using it (an unused dependency, so the check finds something).
  static func package() throws -> URL {
    let folder = AnalysisCacheTests.scratchFolder()
    func write(_ path: String, _ text: String) throws { try AnalysisCacheTests.write(text, at: path, in: folder) }
    try write(
      "Package.swift",
      "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n  name: \"Four\",\n"
        + "  targets: [\n    .target(name: \"Core\"),\n    .target(name: \"Feature\", dependencies: [\"Core\"]),\n"
        + "    .target(name: \"App\", dependencies: [\"Feature\"]),\n"
        + "    .target(name: \"Tools\", dependencies: [\"Core\"]),\n  ]\n)\n")
    try write("Sources/Core/Account.swift", "public struct Account {\n  public let name: String\n}\n")
    try write(
      "Sources/Core/AccountService.swift",
      "public protocol AccountService {\n  func load() -> Account\n}\n")
    try write("Sources/Feature/Exports.swift", "@_exported import Core\n")
    try write(
      "Sources/Feature/ListViewModel.swift",
      "import Core\n\npublic final class ListViewModel {\n  public init() {}\n  public var service: AccountService?\n}\n")
    try write(
      "Sources/App/AppCoordinator.swift",
      "import Feature\n\nfinal class AppCoordinator {\n  let model = ListViewModel()\n  var shown: Account?\n}\n")
    try write("Sources/Tools/Tool.swift", "public func tool() -> Int { 1 }\n")
    return folder
  }

  static func edit(_ path: String, in folder: URL, _ change: (String) -> String) throws {
    let url = folder.appendingPathComponent(path)
    try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func editedRunsSayWhatARunWithoutCacheSays() throws {
    let folder = try Self.package()
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == AnalysisCacheTests.outputs(folder, cache: nil))
    #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("derived-v1.bin").path))

    // A body edited: the types stay as they were, only Feature is derived again.
    try Self.edit("Sources/Feature/ListViewModel.swift", in: folder) {
      $0 + "\nfunc reload(_ model: ListViewModel) -> Bool { model.service == nil }\n"
    }
    #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == AnalysisCacheTests.outputs(folder, cache: nil))

    // Tools starts using Core: its unused dependency goes away.
    let before = try AnalysisCacheTests.outputs(folder, cache: nil)
    try Self.edit("Sources/Tools/Tool.swift", in: folder) { $0 + "\nimport Core\n\nlet account: Account? = nil\n" }
    let used = try AnalysisCacheTests.outputs(folder, cache: nil)
    #expect(used != before)
    #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == used)

    // A type others use renamed: App's and Tools' references no longer resolve to Core.
    try Self.edit("Sources/Core/Account.swift", in: folder) { $0.replacingOccurrences(of: "Account {", with: "Login {") }
    let renamed = try AnalysisCacheTests.outputs(folder, cache: nil)
    #expect(renamed != used)
    #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == renamed)

    // A damaged derivation file is ignored.
    try Data("damaged".utf8).write(to: cache.appendingPathComponent("derived-v1.bin"))
    try Self.edit("Sources/App/AppCoordinator.swift", in: folder) { $0 + "\nfunc plumbEdited() {}\n" }
    #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == AnalysisCacheTests.outputs(folder, cache: nil))
  }

  /// After an edit, the summaries of the modules the edit did not reach are written back as they were stored, and
  /// every module's summary reads back as a run from an empty cache writes it.
  @Test func summariesAnEditDoesNotReachAreWrittenBackAsStored() throws {
    let folder = try Self.package()
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plumb = FindingsCache.stamp(ofExecutableAt: PlumbBinary.url?.resolvingSymlinksInPath().path)
    func summaries(in cache: URL) throws -> (bytes: [String: Data], facts: SourceFacts) {
      let scan = try #require(AnalysisCache(folder: cache, toolVersion: PlumbVersion.current, binary: plumb).snapshot?.scan)
      var bytes: [String: Data] = [:]
      for module in scan.graph.modules { bytes[module.id.name] = scan.encodedSummary(module.id) }
      return (bytes, scan.sourceFacts())
    }
    _ = try AnalysisCacheTests.outputs(folder, cache: cache)
    let before = try summaries(in: cache)
    #expect(Set(before.bytes.keys) == ["Core", "Feature", "App", "Tools"])

    try Self.edit("Sources/Feature/ListViewModel.swift", in: folder) {
      $0 + "\nimport Foundation\nfunc reload(_ model: ListViewModel) -> Bool { model.service == nil }\n"
    }
    _ = try AnalysisCacheTests.outputs(folder, cache: cache)
    let after = try summaries(in: cache)
    for name in ["Core", "App", "Tools"] { #expect(after.bytes[name] == before.bytes[name], "\(name)") }
    #expect(after.bytes["Feature"] != before.bytes["Feature"])

    let cold = folder.appendingPathComponent(".build/cold-cache")
    _ = try AnalysisCacheTests.outputs(folder, cache: cold)
    let fresh = try summaries(in: cold)
    let sorted = JSONEncoder()
    sorted.outputFormatting = .sortedKeys
    #expect(Set(after.facts.modules.keys) == Set(fresh.facts.modules.keys))
    for (module, summary) in fresh.facts.modules {
      #expect(try sorted.encode(after.facts.modules[module]) == sorted.encode(summary), "\(module)")
    }
  }

  @Test func rolesOfFilesAnEditDoesNotChangeAreWrittenBackAsStored() throws {
    let folder = try Self.package()
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plumb = FindingsCache.stamp(ofExecutableAt: PlumbBinary.url?.resolvingSymlinksInPath().path)
    let paths = [
      "Sources/Core/Account.swift", "Sources/Core/AccountService.swift", "Sources/Feature/ListViewModel.swift",
      "Sources/App/AppCoordinator.swift",
    ]
    func roles(in cache: URL) throws -> (bytes: [String: Data], roles: [RoleAssignment]) {
      let scan = try #require(AnalysisCache(folder: cache, toolVersion: PlumbVersion.current, binary: plumb).snapshot?.scan)
      let encoded = try #require(scan.encodedRoles)
      var bytes: [String: Data] = [:]
      for path in paths { bytes[path] = encoded(path) }
      return (bytes, scan.roles())
    }
    _ = try AnalysisCacheTests.outputs(folder, cache: cache)
    let before = try roles(in: cache)
    #expect(Set(before.bytes.keys) == Set(paths))

    try Self.edit("Sources/Feature/ListViewModel.swift", in: folder) {
      $0.replacingOccurrences(of: "public final class", with: "@MainActor\npublic final class")
    }
    _ = try AnalysisCacheTests.outputs(folder, cache: cache)
    let after = try roles(in: cache)
    for path in paths where path != "Sources/Feature/ListViewModel.swift" {
      #expect(after.bytes[path] == before.bytes[path], "\(path)")
    }
    #expect(after.bytes["Sources/Feature/ListViewModel.swift"] != nil)

    let cold = folder.appendingPathComponent(".build/cold-cache")
    _ = try AnalysisCacheTests.outputs(folder, cache: cold)
    #expect(after.roles == (try roles(in: cold)).roles)
    #expect(after.bytes == (try roles(in: cold)).bytes)
  }

  /// An app and its widget extension listing the same file (`Scanner/SharedWithExtension`): the app's summary has an
  /// `ownCode`. An edit of the app's own file (a function with a branch more: the module's largest complexity) and
  /// then of the shared file: each time the output is what a run without cache prints, and every summary the cache
  /// keeps is what a run from an empty cache keeps.
  @Test func editsOfAnAppThatSharesAFileWithItsExtensionSayWhatAColdRunSays() throws {
    let folder = try scratchCopy(of: "Scanner/SharedWithExtension")
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plumb = FindingsCache.stamp(ofExecutableAt: PlumbBinary.url?.resolvingSymlinksInPath().path)
    func summaries(in cache: URL) throws -> [String: String] {
      let scan = try #require(AnalysisCache(folder: cache, toolVersion: PlumbVersion.current, binary: plumb).snapshot?.scan)
      let sorted = JSONEncoder()
      sorted.outputFormatting = .sortedKeys
      var summaries: [String: String] = [:]
      for (module, summary) in scan.sourceFacts().modules {
        summaries[module.name] = String(decoding: try sorted.encode(summary), as: UTF8.self)
      }
      return summaries
    }
    #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == AnalysisCacheTests.outputs(folder, cache: nil))
    let ownCode = try #require(
      AnalysisCache(folder: cache, toolVersion: PlumbVersion.current, binary: plumb).snapshot?.scan?.sourceFacts()
        .modules.first { $0.key.name == "Pantry" }?.value.ownCode)
    #expect(ownCode.files == 2)

    let edits: [(String, String)] = [
      (
        "Pantry/ShelfModel.swift",
        "\nfunc sorted(_ items: [String], up: Bool) -> [String] {\n  if up { return items.sorted() }\n"
          + "  return items.sorted(by: >)\n}\n"
      ),
      ("Shared/Palette.swift", "\nfunc dimmed(_ count: Int) -> Bool { count == 0 }\n"),
    ]
    for (path, addition) in edits {
      try Self.edit(path, in: folder) { $0 + addition }
      #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == AnalysisCacheTests.outputs(folder, cache: nil))
      let cold = folder.appendingPathComponent(".build/cold-cache")
      defer { try? FileManager.default.removeItem(at: cold) }
      _ = try AnalysisCacheTests.outputs(folder, cache: cold)
      #expect(try summaries(in: cache) == summaries(in: cold), "\(path)")
    }
  }

  /// A copy of a fixture in a scratch folder, to edit.
  private func scratchCopy(of fixture: String) throws -> URL {
    let folder = AnalysisCacheTests.scratchFolder()
    try FileManager.default.copyItem(at: Fixtures.url(fixture), to: folder)
    return folder
  }

  @Test func everyReporterSaysAfterAnEditWhatAColdRunSays() throws {
    let folder = try Self.package()
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    defer { try? FileManager.default.removeItem(at: folder) }
    func check(_ reporter: String, cache: URL?) throws -> [String] {
      let cacheArguments = cache.map { ["--cache-path", $0.path] } ?? ["--no-cache"]
      let result = try PlumbBinary.run(["check", folder.path, "--reporter", reporter] + cacheArguments)
      return ["\(result.status)", result.output, result.errors]
    }
    let reporters = ["text", "json", "sarif"]
    for reporter in reporters { _ = try check(reporter, cache: cache) }
    for reporter in reporters {
      // The first run after an edit goes on from the last derivation; a cold one starts from an empty cache.
      try Self.edit("Sources/App/AppCoordinator.swift", in: folder) { $0 + "\nfunc plumb\(reporter)() -> Int { 2 }\n" }
      let warm = try check(reporter, cache: cache)
      let coldCache = folder.appendingPathComponent(".build/cold-\(reporter)")
      #expect(warm == (try check(reporter, cache: coldCache)), "\(reporter)")
      #expect(warm == (try check(reporter, cache: nil)), "\(reporter)")
      #expect(warm[0] != "2", "\(reporter): \(warm[2])")
    }
  }

  @Test func stagedRunsSayWhatStagedRunsWithoutCacheSay() throws {
    let folder = try Self.package()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ChangedFilesTests.commitEverything(in: folder)
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    _ = try AnalysisCacheTests.outputs(folder, cache: cache)
    func staged(_ cache: URL?) throws -> [String] {
      let cacheArguments = cache.map { ["--cache-path", $0.path] } ?? ["--no-cache"]
      let result = try PlumbBinary.run(["check", "--staged", "--reporter", "json"] + cacheArguments, in: folder)
      return ["\(result.status)", result.output, result.errors]
    }
    // One that keeps the types: a function added.
    try Self.edit("Sources/Feature/ListViewModel.swift", in: folder) { $0 + "\nfunc plumbStaged() {}\n" }
    _ = try ChangedFilesTests.git(["add", "Sources/Feature/ListViewModel.swift"], in: folder)
    let kept = try staged(nil)
    #expect(kept[0] != "2", "\(kept[2])")
    #expect(try staged(cache) == kept)
    #expect(try staged(cache) == kept)

    // One that renames a type App uses.
    try Self.edit("Sources/Core/Account.swift", in: folder) { $0.replacingOccurrences(of: "Account {", with: "Login {") }
    _ = try ChangedFilesTests.git(["add", "Sources/Core/Account.swift"], in: folder)
    let renamed = try staged(nil)
    #expect(try staged(cache) == renamed)
    // A whole run after the staged ones.
    #expect(try AnalysisCacheTests.outputs(folder, cache: cache) == AnalysisCacheTests.outputs(folder, cache: nil))
  }
}
