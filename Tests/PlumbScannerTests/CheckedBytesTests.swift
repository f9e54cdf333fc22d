import Foundation
import PlumbModel
@testable import PlumbScanner
import PlumbTestSupport
import Testing

/// The content checks take the nesting census, and cut the statements that nest too deep, once for a file: the scan
/// parses what they found (`ParsableBytes`) instead of counting the file again. What it makes must be what a scan of
/// the bytes alone makes (`SourceScanner.scan(bytes:path:)`, which takes its own census and cut).
@Suite struct CheckedBytesTests {
  private func facts(checking source: [UInt8], path: String) -> Result<FileFacts, SourceScanner.FileProblem> {
    source.withUnsafeBufferPointer { bytes in
      SourceScanner.checked(bytes).map { SourceScanner.scan(bytes: bytes, path: path, parsable: $0) }
    }
  }

  private func facts(scanning source: [UInt8], path: String) -> FileFacts {
    source.withUnsafeBufferPointer { SourceScanner.scan(bytes: $0, path: path) }
  }

  @Test func aFileTheChecksPassIsScannedFromTheirCutAsFromItsBytes() throws {
    let fixture = try Data(contentsOf: Fixtures.url("Scanner/DeepNesting/NestedArrayEncodingTests.swift"))
    let sources: [String: [UInt8]] = [
      "Fine.swift": Array("import A\n\nstruct Fine { let a = [[1]]; func f() { g(x)?.h[0] } }\n".utf8),
      "NestedArrayEncodingTests.swift": Array(fixture),
      "Unterminated.swift": Array("struct {\n  let s = \"[[[\n".utf8),
    ]
    for (path, source) in sources {
      let checked = try facts(checking: source, path: path).get()
      #expect(checked == facts(scanning: source, path: path), "\(path)")
    }
    // The fixture's one statement nested too deep is blanked and named, the rest of the file scanned.
    let cut = try facts(checking: Array(fixture), path: "NestedArrayEncodingTests.swift").get()
    #expect(cut.skipped.map(\.lines) == [8...8])
    #expect(cut.types.map(\.name) == ["NestedArrayEncodingTests", "EncodingFixture"])
  }

  @Test func theHostileFilesAreCutOrRefusedAsBefore() throws {
    for (name, hostile) in NestingGuardTests.cases {
      let source = Array(hostile.source().utf8)
      switch facts(checking: source, path: "Deep.swift") {
      case .success(let checked):
        #expect(hostile.cut, "\(name): cut")
        #expect(checked == facts(scanning: source, path: "Deep.swift"), "\(name)")
        #expect(checked.skipped.first?.reason == hostile.message, "\(name)")
        #expect(checked.skipped.first?.lines.lowerBound == hostile.line, "\(name)")
      case .failure(let problem):
        #expect(!hostile.cut, "\(name): refused")
        #expect(problem.reason == "not scanned: \(hostile.message)", "\(name)")
        #expect(problem.line == hostile.line, "\(name)")
      }
    }
  }

  @Test func aBinaryFileIsRefusedBeforeItsNestingIsCut() {
    let bytes: [UInt8] = Array("let a = [".utf8) + [0, 0xFF] + Array(String(repeating: "[", count: 40).utf8)
    guard case .failure(let problem) = facts(checking: bytes, path: "Binary.swift") else {
      Issue.record("a binary file was scanned")
      return
    }
    #expect(problem.reason.hasPrefix("not scanned: a binary file"))
  }
}
