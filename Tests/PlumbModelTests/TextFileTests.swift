import Foundation
import PlumbModel
import Testing

@Suite struct TextFileTests {
  private func problem(_ bytes: [UInt8]) -> TextFile.Problem? {
    bytes.withUnsafeBufferPointer { TextFile.textProblem($0, kind: "Swift source") }
  }

  @Test func textIsNoProblem() {
    #expect(problem([]) == nil)
    #expect(problem(Array("struct A {}\n".utf8)) == nil)
    #expect(problem(Array("let café = \"naïve\" // 🙂\n".utf8)) == nil)
  }

  @Test func binaryAndNonUTF8AreSaidWithTheLine() {
    #expect(problem([0x41, 0x00, 0x42]) == TextFile.Problem(reason: "a binary file (it holds NUL bytes), not Swift source"))
    #expect(problem(Array("a\nb\r\nc\n".utf8) + [0xE9]) == TextFile.Problem(reason: "the file is not UTF-8 text", line: 4))
    // A truncated sequence at the end, and an overlong encoding of "/".
    #expect(problem(Array("é".utf8).dropLast()) == TextFile.Problem(reason: "the file is not UTF-8 text", line: 1))
    #expect(problem([0x0A, 0xC0, 0xAF]) == TextFile.Problem(reason: "the file is not UTF-8 text", line: 2))
  }

  @Test func readErrorsAreSaidInWords() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-missing-\(UUID().uuidString)")
    #expect(throws: TextFile.Problem(reason: "no such file or directory")) { try TextFile.bytes(of: missing) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: TextFile.Problem.self) { try TextFile.bytes(of: folder) }
    #expect(TextFile.reason(for: CocoaError(.fileReadNoPermission)) == "permission denied")
  }
}
