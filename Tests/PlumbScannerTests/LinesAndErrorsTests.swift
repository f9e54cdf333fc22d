import PlumbModel
import PlumbScanner
import PlumbTestSupport
import Testing

@Suite struct LinesAndErrorsTests {
  @Test func codeCommentAndBlankLines() {
    let facts = SourceScanner.scan(
      source: #"""
        // A comment line
        import Foundation

        /* a block
           comment */
        struct A { // trailing comment: still code
          let text = """
            spans

            lines
            """
            \#t
        }
        #if DEBUG
        #endif
        """# + "\n")
    #expect(facts.lines == FileFacts.Lines(code: 10, comment: 3, blank: 2))
    #expect(facts.lines.total == 15)
    #expect(facts.parseError == nil)
  }

  @Test func emptyFile() {
    #expect(SourceScanner.scan(source: "").lines == FileFacts.Lines())
  }

  @Test func aFileWithSyntaxErrorsIsScannedAndFlagged() {
    let text = MarkedText(
      """
      import Core

      final class Broken: UIViewController {
        func load( {
          1️⃣
      }

      struct StillFound: View {
        var body: some View { Text("") }
      }
      """)
    let facts = SourceScanner.scan(source: text.source)
    #expect(facts.imports.map(\.module) == ["Core"])
    // The parser recovers by closing `Broken` late: what follows is still found, nested in it.
    #expect(facts.types.map(\.name) == ["Broken", "Broken.StillFound"])
    let error = try! #require(facts.parseError)
    #expect(error.position.line == 4)
    #expect(!error.message.isEmpty)
  }

  @Test func unexpectedCodeIsReportedAtItsLine() {
    let text = MarkedText(
      """
      struct A {}
      1️⃣}
      struct B {}
      """)
    let facts = SourceScanner.scan(source: text.source)
    let error = try! #require(facts.parseError)
    #expect(error.position == text["1️⃣"])
    #expect(error.message.hasPrefix("unexpected code"))
    #expect(facts.types.map(\.name) == ["A", "B"])
  }
}
