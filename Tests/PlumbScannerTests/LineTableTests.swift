import Testing

@testable import PlumbScanner

@Suite struct LineTableTests {
  private func starts(_ text: String) -> (starts: [Int], lines: Int) {
    var text = text
    return text.withUTF8 { bytes in
      let table = LineTable(bytes)
      return (table.lineStarts, table.lineCount)
    }
  }

  /// Files of line feeds only are read by `memchr`; files with carriage returns byte by byte.
  @Test func linesStartAfterEveryBreakWhicheverWayTheyAreFound() {
    #expect(starts("") == ([0], 0))
    #expect(starts("\n") == ([0, 1], 1))
    #expect(starts("a") == ([0], 1))
    #expect(starts("a\nbc\n\nd") == ([0, 2, 5, 6], 4))
    #expect(starts("a\nbc\n\nd\n") == ([0, 2, 5, 6, 8], 4))
    #expect(starts("\n\n\n") == ([0, 1, 2, 3], 3))
    #expect(starts("é\n🙂\n") == ([0, 3, 8], 2))
    // The same lines broken by `\r\n` and by `\r`, and the three mixed.
    #expect(starts("a\r\nbc\r\n\r\nd") == ([0, 3, 7, 9], 4))
    #expect(starts("a\rbc\r\rd\r") == ([0, 2, 5, 6, 8], 4))
    #expect(starts("a\nb\r\nc\rd") == ([0, 2, 5, 7], 4))
  }
}
