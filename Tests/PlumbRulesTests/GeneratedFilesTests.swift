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
}
