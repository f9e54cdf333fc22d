import Foundation
@testable import PlumbModel
import Testing

/// `FunctionFact.returnedTypeName` reads an ASCII return type at its bytes and any other as text (Unicode's letters
/// and numbers). The bytes' reading must give the text's answer on every ASCII text.
@Suite struct ReturnedTypeNameTests {
  /// Letters of both cases, a digit, `_`, `.`, the optional marks and bytes no name holds, line breaks among them
  /// (`\r\n` is one character of the text but two bytes).
  static let pieces = ["A", "z", "0", "_", ".", "?", "!", " ", "<", "\r", "\n", "`"]

  @Test func theBytesReadingGivesTheTextsAnswerOnEveryShortASCIIText() {
    var texts = [""]
    var all = [""]
    for _ in 1...4 {
      texts = texts.flatMap { text in Self.pieces.map { text + $0 } }
      all += texts
    }
    for text in all {
      #expect(
        FunctionFact.returnedTypeName(ofASCII: text.utf8) == FunctionFact.returnedTypeName(ofText: text),
        "\(text.debugDescription)")
    }
  }

  @Test func namesAreTakenAsBefore() {
    func name(_ returnType: String?) -> String? {
      FunctionFact(name: "f", kind: .function, startLine: 1, endLine: 1, position: .init(line: 1, column: 1),
        returnType: returnType
      ).returnedTypeName
    }
    #expect(name(nil) == nil)
    #expect(name("Lottie.LottieAnimationView?") == "LottieAnimationView")
    #expect(name("UIView!") == "UIView")
    #expect(name("Some.Nested.Type2??") == "Type2")
    #expect(name("_Private") == "_Private")
    #expect(name("A.") == "A")
    #expect(name("[Item]") == nil)
    #expect(name("(Int, Int)") == nil)
    #expect(name("Result<A, B>") == nil)
    #expect(name("9Lives") == nil)
    #expect(name("?") == nil)
    // Other scripts are read as text: Unicode's letters are letters, a combining mark is part of its letter.
    #expect(name("Café.Menü?") == "Menü")
    #expect(name("E\u{301}cole") == "E\u{301}cole")
    #expect(name("Ω2") == "Ω2")
    #expect(name("A.\u{301}") == nil)
  }
}
