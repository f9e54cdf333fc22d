import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// Cycle advice over the real pipeline, on the cycle sample.
@Suite struct DependencyAnalysisTests {
  static let cycles = Result { try scan("Violations/cycle-and-untested") }

  static func scan(_ sample: String) throws -> (Pipeline, ScannedWorkspace) {
    let pipeline = try Pipeline(root: Fixtures.sample(sample))
    return (pipeline, try pipeline.loadAndScan())
  }

  @Test func theCheckNotesTheCutWithItsEvidence() throws {
    let (pipeline, scanned) = try Self.cycles.get()
    let findings = pipeline.check(scanned).findings.filter { $0.ruleID == "no-cycles" }
    #expect(findings.count == 2)
    let triangle = try #require(findings.first { $0.modules.count == 3 })
    #expect(triangle.message == "dependency cycle: Analytics → Session → Networking → Analytics")
    #expect(triangle.notes.count == 1)
    let note = triangle.notes[0]
    #expect(note.hasPrefix("cut Analytics → Session (1 import, 1 type reference): declare in Analytics a protocol"))
    #expect(note.contains("declared at Package.swift:15:47 (target)"))
    #expect(note.contains("imported at Sources/Analytics/AnalyticsTracker.swift:2:1"))
    #expect(note.contains("AnalyticsTracker → SessionStore (Sources/Analytics/AnalyticsTracker.swift:21)"))
  }
}
