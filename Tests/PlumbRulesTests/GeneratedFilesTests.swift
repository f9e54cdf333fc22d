import Foundation
import PlumbGenerator
import PlumbTestSupport
import Testing

/// The rule registry, the embedded presets and the rule docs are generated; this fails when one is stale.
@Suite struct GeneratedFilesTests {
  @Test func generatedFilesAreUpToDate() throws {
    let files = try GeneratedFiles.render(repositoryRoot: Fixtures.repositoryRoot)
    for (path, expected) in files.sorted(by: { $0.key < $1.key }) {
      let actual = try? String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
      #expect(actual == expected, "\(path) is out of date. Please run '\(GeneratedFiles.command)'.")
    }
  }

  @Test func noStaleRuleDocsRemain() throws {
    let files = try GeneratedFiles.render(repositoryRoot: Fixtures.repositoryRoot)
    let docs = Fixtures.repositoryRoot.appendingPathComponent(GeneratedFiles.docsFolder)
    let handWritten: Set<String> = ["custom-rules.md", "configuration.md", "scores.md"]
    for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where !handWritten.contains(name) {
      #expect(files["\(GeneratedFiles.docsFolder)/\(name)"] != nil, "\(name) belongs to no rule; delete it")
    }
  }

  @Test func scannerFindsRulesByTheirConformance() {
    let found = RuleSourceScanner.rulesDeclaredForTesting(
      in: """
        /// Counts things.
        ///
        /// In detail.
        public struct CountRule: Rule { }
        struct Helper: Hashable { }
        """)
    #expect(found.map(\.name) == ["CountRule"])
    #expect(found.map(\.documentation) == ["Counts things.\n\nIn detail."])
  }

  /// A rule's examples may sit beside it in `<Rule>Examples.swift`; such a file declares no rule and needs its rule.
  @Test func examplesFilesSitBesideTheirRule() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "/// Counts things.\npublic struct CountRule: Rule { }\n".write(
      to: folder.appendingPathComponent("CountRule.swift"), atomically: true, encoding: .utf8)
    try "extension CountRule { static let triggeringExamples: [Int] = [] }\n".write(
      to: folder.appendingPathComponent("CountRuleExamples.swift"), atomically: true, encoding: .utf8)
    #expect(try RuleSourceScanner.scan(directory: folder).map(\.typeName) == ["CountRule"])
    try "extension TallyRule { }\n".write(
      to: folder.appendingPathComponent("TallyRuleExamples.swift"), atomically: true, encoding: .utf8)
    #expect(throws: RuleSourceScanner.Problem.self) { try RuleSourceScanner.scan(directory: folder) }
  }
}
