import Foundation
@testable import PlumbKit
import PlumbReporters
import PlumbTestSupport
import Testing

/// `plumb history` parses the next revision's new files while it analyses the current one
/// (`RevisionMemory.parseAhead`). The rows are the rows of a history that parses nothing ahead, and what is parsed
/// ahead is only what the next scan would parse: contents not cached, not in the current revision, at paths a scan
/// read or new ones.
@Suite struct HistoryParseAheadTests {
  @Test func rowsAreTheRowsOfAHistoryThatParsesNothingAhead() throws {
    let (folder, _) = try HistoryCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let caches = try makeWorkspaceFolder("plumb-parse-ahead-caches", empty: true)
    defer { try? FileManager.default.removeItem(at: caches) }
    let ahead = RevisionMemory(cacheFolder: caches.appendingPathComponent("ahead"))
    let parsedAhead = try ArchitectureHistory.analysing(
      root: folder, sampling: HistorySampling(choice: .every(1)), memory: ahead)
    let plain = try ArchitectureHistory.analysing(
      root: folder, sampling: HistorySampling(choice: .every(1)),
      memory: RevisionMemory(cacheFolder: caches.appendingPathComponent("plain")), parsingAhead: false)
    #expect(parsedAhead.revisions.count == 7)
    #expect(parsedAhead == plain)
    // Commits three to seven change or add a file a scan reads: each was parsed ahead.
    #expect(ahead.pathsParsedAhead >= 4)
    #expect(ahead.parsesTaken >= 4)
  }

  @Test func onlyWhatTheNextScanWouldParseIsParsedAhead() throws {
    let caches = try makeWorkspaceFolder("plumb-parse-ahead-unit", empty: true)
    defer { try? FileManager.default.removeItem(at: caches) }
    let memory = RevisionMemory(cacheFolder: caches)
    let apple = Data("struct Apple {}\n".utf8)
    let current = ["Sources/A/A.swift": apple, "Sources/B/B.swift": Data("struct Banana {}\n".utf8)]
    let next = [
      // Changed at a path no scan read yet (the first revision is not analysed): its scan parses it.
      "Sources/A/A.swift": Data("struct Apple { var seeds = 5 }\n".utf8),
      "Sources/B/B.swift": current["Sources/B/B.swift"]!,
      // New: parsed ahead.
      "Sources/C/C.swift": Data("struct Cherry {}\n".utf8),
      // New, but the current revision's scan parses its bytes.
      "Sources/C/Copy.swift": apple,
    ]
    memory.parseAhead(1, root: caches, current: current, next: next)
    // Revision 0 has no parse ahead; revision 1 has this one.
    #expect(memory.takeParseAhead() == nil)
    memory.analysing(1)
    let scan = try #require(memory.takeParseAhead())
    let parsed = scan.finish(all: true)
    #expect(parsed.keys.sorted() == ["Sources/C/C.swift"])
    #expect(parsed["Sources/C/C.swift"]?.facts.types.map(\.name) == ["Cherry"])
    #expect(memory.takeParseAhead() == nil)
    #expect(memory.pathsParsedAhead == 1)
  }
}
