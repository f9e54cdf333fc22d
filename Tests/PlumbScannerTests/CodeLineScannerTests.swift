import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbScanner

/// The byte pass that finds code lines must agree with the tokens wherever it answers.
@Suite struct CodeLineScannerTests {
  @Test(arguments: [
    "let a = 1\n\n// comment\n/* block\n /* nested */ still\n*/ let b = 2\n",
    "let s = \"a // not a comment\" // a comment\nlet t = \"/* not */\"\n",
    "let s = \"\"\"\n  first\n\n  \\(value(\"x)\", \"\"\"\n    nested\n    \"\"\"))\n  last \\\n  \"\"\"\n// after\n",
    "let s = \"\\(a)\\(\"b\\(c)\")\" /* c */\n\n  \t\n",
    "let x = a / b // half\nlet y = a/2\nx /= 3\n",
    "let r = /ab+c/\nlet q = #\"raw \\(x)\"#\n",
    "#!/usr/bin/swift\nprint(1)\n",
    "let k = \\Model.name\r\n/* crlf */\r\n\r\nlet m = 1\r\n",
    "#if DEBUG\nimport Foo\n#else\n// nothing\n#endif\n",
    "let é = 1 // non-ASCII identifier\n",
    "let a = (1 + (2))\nlet s = \"\\((1 + 2) * 3)\"\n",
    "",
    "\n\n",
    "/* unterminated\n",
  ])
  func agreesWithTokens(source: String) {
    let (bytes, tokens) = CodeLineScanner.compare(source: source)
    if let bytes { #expect(bytes == tokens) }
  }

  @Test func answersForPlainCode() {
    let (bytes, tokens) = CodeLineScanner.compare(source: "import Foo\n\n/// Doc\nstruct A { let s = \"\\(1)\" }\n")
    #expect(bytes == tokens)
    #expect(tokens == [false, true, false, false, true, false])
  }

  /// The pass skips runs of plain code bytes and of spaces at once: a run may end at any byte with a case of its
  /// own, and the byte pass must still answer, and answer as the tokens do.
  @Test(arguments: [
    "let a=b+c*d-e%f;x(y)\n",
    "x.y?.z!(\"s\")[0]\n",
    "let x=a/*c*/;b()//d\nlet e=f/g\n",
    "let t=(a,b)\nlet u=[1:2]\n@objc func f()->Int{return 1}\n",
    "    let v = 1\n        \n\tlet w = 2\n    \n",
    "if x{#if A\ny()\n#endif\n}\n",
    "let s=\"\\(a)b\"+\"\"\"\n  m\n  \"\"\"\n",
    "let k=\\Model.name\r\nlet m=1  \r\n\r\n",
  ])
  func runsOfCodeAndSpacesAreMarkedAsTheTokensMarkThem(source: String) {
    let (bytes, tokens) = CodeLineScanner.compare(source: source)
    #expect(bytes != nil)
    #expect(bytes == tokens)
  }

  /// Every Swift file of the samples and fixtures: the byte pass must agree, and answer for most of them.
  @Test func agreesOnEverySampleAndFixture() throws {
    var answered = 0
    var total = 0
    for root in [Fixtures.samples, Fixtures.directory] {
      let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      for case let url as URL in enumerator where url.pathExtension == "swift" {
        // A fixture that is not UTF-8 on purpose (a file a manifest excludes) is not Swift the scanner reads.
        guard let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
        let (bytes, tokens) = CodeLineScanner.compare(source: source)
        total += 1
        if let bytes {
          answered += 1
          #expect(bytes == tokens, "\(url.lastPathComponent)")
        }
      }
    }
    #expect(total > 100)
    #expect(answered * 10 >= total * 8, "the byte pass answered for \(answered) of \(total) files")
  }
}
