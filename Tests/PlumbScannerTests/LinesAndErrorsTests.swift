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

/// What a file with syntax errors still yields: the parser recovers, and the scan walks what it placed and what
/// it could not (unexpected nodes) alike. Positions come from the text in the file, never from tokens the parser
/// had to invent.
@Suite struct FactsInFilesWithSyntaxErrorsTests {
  @Test func importsAndTypesAfterABrokenLineAreFound() throws {
    let facts = SourceScanner.scan(
      source: """
        import Core
        let broken = load(
        import Networking
        struct After: View {
          var body: some View { NavigationStack { Text("") } }
        }
        """)
    let error = try #require(facts.parseError)
    #expect(error.position == SourcePosition(line: 2, column: 19))
    #expect(error.message == "expected expression")
    #expect(facts.imports.map(\.module) == ["Core", "Networking"])
    #expect(facts.imports.map(\.position) == [SourcePosition(line: 1, column: 1), SourcePosition(line: 3, column: 1)])
    let after = try #require(facts.types.first)
    #expect(facts.types.map(\.name) == ["After"])
    #expect(after.position == SourcePosition(line: 4, column: 8))
    #expect((after.startLine, after.endLine) == (4, 6))
    #expect(after.inherits == ["View"])
    #expect(after.references == ["NavigationStack", "Text", "View"])
    #expect(
      facts.apiUses == [
        APIUse(
          category: .navigation, family: "SwiftUI", api: "NavigationStack", enclosingType: "After",
          position: SourcePosition(line: 5, column: 25))
      ])
  }

  /// session-ios writes `var onTap: (@MainActor() -> Void)?`, which Swift 6.3's compiler accepts and SwiftSyntax's
  /// parser rejects in its Swift 6 mode: the Swift 5 mode's lookahead reads it as a function type, and that tree,
  /// which has no error, is the one scanned.
  @Test func aConstructOnlyTheSwift6ParserRejectsIsReadInSwift5Mode() throws {
    let facts = SourceScanner.scan(
      source: """
        import Foundation
        import SessionUIKit

        final class TappableText {
          var onTap: (@MainActor() -> Void)?
          func tap() { onTap?() }
        }
        struct After {}
        """)
    #expect(facts.parseError == nil)
    #expect(facts.imports.map(\.module) == ["Foundation", "SessionUIKit"])
    #expect(facts.types.map(\.name) == ["TappableText", "After"])
  }

  @Test func aTypeTheParserCouldNotPlaceIsFound() throws {
    // A stray `case` swallows the class that follows: it ends up in an unexpected node of the file's code,
    // `final` read as the case's pattern.
    let facts = SourceScanner.scan(
      source: """
        import Core
        case
        final class Hidden: Base { let store = Store() }
        import Networking
        """)
    let error = try #require(facts.parseError)
    #expect(error.position == SourcePosition(line: 2, column: 1))
    #expect(error.message.hasPrefix("unexpected code 'case"))
    #expect(facts.imports.map(\.module) == ["Core", "Networking"])
    let hidden = try #require(facts.types.first)
    #expect(facts.types.map(\.name) == ["Hidden"])
    #expect(hidden.kind == .class)
    #expect(hidden.position == SourcePosition(line: 3, column: 13))
    #expect(hidden.inherits == ["Base"])
    #expect(hidden.references == ["Base", "Store"])
    #expect(hidden.properties.map(\.name) == ["store"])
    #expect(hidden.properties.first?.inferredType == "Store")
    #expect(hidden.properties.first?.line == 3)
    #expect(!hidden.isFinal)
    #expect(facts.topLevelReferences.isEmpty)
  }

  @Test func aMissingNameIsPlacedWhereItWouldBe() throws {
    // The parser invents the struct's name: the type is kept, nameless, at the `:` where the name would start.
    let facts = SourceScanner.scan(
      source: """
        import Core
        struct : Base {
          let value = Value()
        }
        """)
    let error = try #require(facts.parseError)
    #expect(error.position == SourcePosition(line: 2, column: 8))
    let type = try #require(facts.types.first)
    #expect(facts.types.count == 1)
    #expect(type.name == "")
    #expect(type.position == SourcePosition(line: 2, column: 8))
    #expect((type.startLine, type.endLine) == (2, 4))
    #expect(type.references == ["Base", "Value"])
    #expect(type.properties.map(\.line) == [3])
  }

  @Test func aCallWithAMissingParenthesisStillCounts() throws {
    // Both closing parentheses are missing (the parser invents them): still a call, its API use where its name is.
    let facts = SourceScanner.scan(
      source: """
        final class Flow {
          func go() {
            navigationController?.pushViewController(Detail(
          }
        }
        """)
    #expect(facts.parseError != nil)
    #expect(facts.types.map(\.name) == ["Flow"])
    #expect(facts.types.first?.references == ["Detail"])
    #expect(facts.apiUses.map(\.api) == ["pushViewController"])
    #expect(facts.apiUses.map(\.position) == [SourcePosition(line: 3, column: 27)])
  }
}
