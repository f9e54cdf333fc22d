import PlumbModel
import Testing

@Suite struct BytePatternTests {
  private func occurs(_ pattern: BytePattern, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { pattern.occurs(in: $0) }
  }

  /// The byte-by-byte answer the pattern's search must give.
  private func naive(_ pattern: BytePattern, _ text: String) -> Bool {
    let haystack = Array(text.utf8)
    let needle = pattern.bytes
    guard haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
    }
  }

  @Test func thePatternIsFoundWhereverItStandsWhateverItsAnchor() {
    let directive = BytePattern("plumb:disable", anchor: "b")
    #expect(occurs(directive, "plumb:disable"))
    #expect(occurs(directive, "// plumb:disable rule\n"))
    #expect(occurs(directive, "let x = 1 // plumb:disable"))
    #expect(!occurs(directive, "plumb:disabl"))
    #expect(!occurs(directive, "lumb:disable"))
    #expect(!occurs(directive, "plumb:Disable"))
    #expect(!occurs(directive, ""))
    // Anchors that come before a match, some of them half a match.
    #expect(occurs(directive, "bbb plumb plumb:dis plumb:disable"))
    let first = BytePattern("generate", anchor: "g")
    let last = BytePattern("generate", anchor: "e")  // the first `e`, in the middle
    let dash = BytePattern("generate-documentation", anchor: "-")
    for text in ["generate", "xgenerate", "generatex", "generat", "enerate", "gen-erate", "generate-documentation",
                 "swift package generate-documentation --target A", "generate-docs -documentation", "--", "-"] {
      #expect(occurs(first, text) == naive(first, text), "\(text)")
      #expect(occurs(last, text) == naive(last, text), "\(text)")
      #expect(occurs(dash, text) == naive(dash, text), "\(text)")
    }
  }

  @Test func aSearchAgreesWithTheByteByByteOneOnEveryShortText() {
    // Every text of up to six of three bytes, so that anchors and partial matches are everywhere.
    var texts = [""]
    var last = [""]
    for _ in 1...6 {
      last = last.flatMap { text in ["a", "b", "-"].map { text + $0 } }
      texts += last
    }
    let patterns = [BytePattern("ab", anchor: "b"), BytePattern("ba-", anchor: "-"), BytePattern("a", anchor: "a"),
                    BytePattern("b-b", anchor: "b"), BytePattern("aab", anchor: "a"), BytePattern("-ab-", anchor: "b")]
    for text in texts {
      for pattern in patterns {
        #expect(occurs(pattern, text) == naive(pattern, text), "\(text)")
      }
    }
  }
}
