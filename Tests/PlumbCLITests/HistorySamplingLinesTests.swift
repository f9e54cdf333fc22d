import Foundation
import Testing

@testable import PlumbKit

/// git's answers split into lines: a commit id is taken as it is, and any other line is trimmed as Foundation trims
/// spaces (tabs, no-break and other Unicode spaces at its ends; not a carriage return), the empty ones left out.
@Suite struct HistorySamplingLinesTests {
  static func reference(_ data: Data) -> [String] {
    String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  @Test func linesAreThoseFoundationsTrimmingGives() {
    let texts = [
      "0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618\n9d881367ceaefbc3ea6243d5fe315a53776a89e8\n",
      "  a1ce85b1 d36930b7\t\n\n\t\n7b7e65bf 556eb15f\n",
      "\u{00A0}tag-with-no-break-space\u{2003}\nv1.0\r\nend\r\n",
      "é-accented\nlast-é\n \n",
      "",
      "\n\n",
      "x",
    ]
    for text in texts {
      #expect(HistorySampling.lines(Data(text.utf8)) == Self.reference(Data(text.utf8)), "\(text.debugDescription)")
    }
    #expect(HistorySampling.lines(Data(" a \n\tb\n".utf8)) == ["a", "b"])
  }
}
