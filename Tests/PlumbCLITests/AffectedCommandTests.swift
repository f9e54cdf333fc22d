import Foundation
import PlumbTestSupport
import Testing

/// `plumb affected` on a git repository made from the BbA sample: a change to Core reaches every module above it and
/// every test target; a change to one feature module reaches only it, the app and their tests.
@Suite struct AffectedCommandTests {
  static let identity = [
    "GIT_AUTHOR_NAME": "plumb tests", "GIT_AUTHOR_EMAIL": "tests@plumb.invalid",
    "GIT_COMMITTER_NAME": "plumb tests", "GIT_COMMITTER_EMAIL": "tests@plumb.invalid",
  ]

  /// A repository with the sample committed once.
  static func repository() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-affected-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.sample("ClassicMac/BbA"), to: folder)
    for arguments in [["git", "init", "-q"], ["git", "add", "-A"], ["git", "commit", "-q", "-m", "sample"]] {
      let result = try Shell.run(arguments, in: folder, environment: identity)
      guard result.status == 0 else { throw PlumbTestError("\(arguments): \(result.output)") }
    }
    return folder
  }

  static func append(_ text: String, to file: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(file)
    let handle = try FileHandle(forWritingTo: url)
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
    try handle.close()
  }

  static func affected(_ folder: URL, _ arguments: [String] = ["--format", "json"]) throws -> [String: Any] {
    let result = try PlumbBinary.run(["affected", folder.path, "--since", "HEAD", "--no-cache"] + arguments)
    guard result.status == 0 else { throw PlumbTestError(result.errors) }
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  @Test func aChangeToCoreReachesEveryModuleAboveItAndEveryTest() throws {
    let folder = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.append("\n// changed\n", to: "Sources/Core/Models/ClassicMac.swift", in: folder)
    let json = try Self.affected(folder)
    #expect(json["changedFiles"] as? [String] == ["Sources/Core/Models/ClassicMac.swift"])
    #expect(json["touched"] as? [String] == ["ClassicMacKit/Core"])
    let affected = try #require(json["affected"] as? [String])
    for module in ["ClassicMacKit/Core", "ClassicMacKit/MacsList", "ClassicMacKit/MacDetails", "ClassicMac.xcodeproj/ClassicMac"] {
      #expect(affected.contains(module), "\(affected)")
    }
    #expect(json["tests"] as? [String] == ["ClassicMacTests", "CoreTests", "MacDetailsTests", "MacsListTests"])
    #expect(
      json["onlyTesting"] as? [String]
        == ["-only-testing:ClassicMacTests", "-only-testing:CoreTests", "-only-testing:MacDetailsTests",
          "-only-testing:MacsListTests"])
  }

  @Test func aChangeToOneFeatureStaysWithItAndTheApp() throws {
    let folder = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.append("\n// changed\n", to: "Sources/MacsList/MacsListView.swift", in: folder)
    let json = try Self.affected(folder)
    let affected = try #require(json["affected"] as? [String])
    #expect(affected.contains("ClassicMacKit/MacsList"))
    #expect(!affected.contains("ClassicMacKit/Core"))
    #expect(!affected.contains("ClassicMacKit/MacDetails"))
    #expect(json["tests"] as? [String] == ["ClassicMacTests", "MacsListTests"])
    let plain = try PlumbBinary.run(["affected", folder.path, "--since", "HEAD", "--no-cache", "--format", "tests"])
    #expect(plain.output == "ClassicMacTests\nMacsListTests\n")
  }

  @Test func noChangeAffectsNothing() throws {
    let folder = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = try Self.affected(folder)
    #expect((json["affected"] as? [String])?.isEmpty == true)
    let text = try PlumbBinary.run(["affected", folder.path, "--since", "HEAD", "--no-cache"])
    #expect(text.output.contains("test targets to run (0): none"))
  }
}
