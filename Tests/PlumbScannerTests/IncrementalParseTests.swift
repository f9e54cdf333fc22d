import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbScanner

/// `plumb history` parses a file changed since the last sample incrementally from the tree of its last content
/// (`ParseMemory`): reused nodes keep the earlier parse's token texts, which `SourceAddresses` must place. The facts
/// must be exactly those of a full parse of the same bytes, through chains of edits, syntax errors and rewrites.
@Suite struct IncrementalParseTests {
  private static func facts(_ source: String, path: String, parses: ParseMemory?) -> FileFacts {
    var source = source
    return source.withUTF8 { SourceScanner.scan(bytes: $0, path: path, parses: parses) }
  }

  /// The same facts as a full parse, for each version of one path in turn.
  private static func expectSameFacts(_ versions: [String], path: String = "Sources/App/File.swift") {
    let parses = ParseMemory()
    for (index, version) in versions.enumerated() {
      let incremental = facts(version, path: path, parses: parses)
      let full = facts(version, path: path, parses: nil)
      #expect(incremental == full, "version \(index) of \(versions.count)")
    }
  }

  /// Versions of a file as a history has them: a line changed in a body, a member added, lines removed, an import
  /// added, a syntax error made and repaired.
  private static let edited: [String] = {
    let first = """
      import Foundation

      /// A store.
      final class Store {
        var items: [Item] = []
        func load() {
          items = Loader().items(from: "a")
        }
        func count() -> Int { items.count }
      }

      struct Item: Codable { var name: String }
      """
    let second = first.replacingOccurrences(of: "from: \"a\"", with: "from: \"ab\", limit: 3")
    let third = second.replacingOccurrences(
      of: "  func count() -> Int { items.count }\n",
      with: "  func count() -> Int { items.count }\n  func clear() { items.removeAll(); Logger.log(\"cleared\") }\n")
    let fourth = "import Combine\n" + third.replacingOccurrences(of: "/// A store.\n", with: "")
    let broken = fourth.replacingOccurrences(of: "func clear() {", with: "func clear( {")
    let repaired = broken.replacingOccurrences(of: "func clear( {", with: "func clear() {") + "\nenum Mode { case a }\n"
    return [first, second, third, fourth, broken, repaired, "", first]
  }()

  @Test func editsOfOneFileGiveTheFactsOfAFullParse() {
    Self.expectSameFacts(Self.edited)
  }

  @Test func unchangedNodesAreReused() {
    let parses = ParseMemory()
    var reused: [Int] = []
    for version in Self.edited.prefix(4) {
      var version = version
      reused.append(version.withUTF8 { parses.parse($0, path: "File.swift").addresses.segments.count })
    }
    // The first is parsed in full; each later one reuses what its edit did not reach.
    #expect(reused.first == 0)
    #expect(reused.dropFirst().allSatisfy { $0 > 0 })
    #expect(parses.incrementalParses == 3)
  }

  @Test func lineEditsTurnTheOldTextIntoTheNew() throws {
    let pairs = [
      ("a\nb\nc\n", "a\nx\nc\n"), ("a\nb\nc", "a\nb\nc\nd"), ("", "a\n"), ("a\n", ""), ("a\nb\n", "b\na\n"),
      ("x\ny\nz", "w\nx\nz\nq"), ("a\n}\nb\n}\n", "a\n}\nc\n}\nb\n}\n"), ("}\n}\n}\n", "}\nx\n}\n"),
      ("a\nb\nc\nd\ne\n", "e\nd\nc\nb\na\n"), ("a\nb\n}\nc\n}\nd\n", "d\nb\n}\n}\nc\na\n"),
    ]
    for (old, new) in pairs {
      var newText = new
      let edits = try #require(newText.withUTF8 { LineEdits.edits(from: Array(old.utf8), to: $0) })
      var text = Array(old.utf8)
      for edit in edits.edits.reversed() {
        text.replaceSubrange(
          edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset, with: edit.replacementBytes)
      }
      #expect(String(decoding: text, as: UTF8.self) == new)
    }
    var same = "a\nb\n"
    #expect(same.withUTF8 { LineEdits.edits(from: Array("a\nb\n".utf8), to: $0) } == nil)
  }

  /// Every Swift file of the samples and fixtures parsed at one path in turn (rewrites with little in common), each
  /// followed by copies with a line removed, a line doubled and a stray `case` in the middle.
  @Test func everyFixtureInTurnAtOnePathGivesTheFactsOfAFullParse() throws {
    var versions: [String] = []
    for root in [Fixtures.samples, Fixtures.directory] {
      let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      var urls: [URL] = []
      for case let url as URL in enumerator where url.pathExtension == "swift" { urls.append(url) }
      for url in urls.sorted(by: { $0.path < $1.path }) {
        let source = try String(contentsOf: url, encoding: .utf8)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        versions.append(source)
        guard lines.count > 4 else { continue }
        let middle = lines.count / 2
        var removed = lines
        removed.remove(at: middle)
        versions.append(removed.joined(separator: "\n"))
        lines.insert(lines[middle], at: middle)
        versions.append(lines.joined(separator: "\n"))
        lines.insert("case", at: middle)
        versions.append(lines.joined(separator: "\n"))
      }
    }
    #expect(versions.count > 100)
    Self.expectSameFacts(versions)
  }
}
