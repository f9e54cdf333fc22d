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

  /// A scan reads its files by path, without making a URL of each: the same bytes, stamp and problems as the read of
  /// the file's URL.
  @Test func aFileReadByItsPathIsReadAsByItsURL() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-path-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A file, é.swift")
    try Data("struct A {}\n".utf8).write(to: file)
    let byURL = try TextFile.stampedBytes(of: file)
    let byPath = try TextFile.stampedBytes(atPath: folder.path + "/A file, é.swift")
    #expect(byPath.bytes == byURL.bytes)
    #expect(byPath.stamp == byURL.stamp)
    #expect(try TextFile.bytes(atPath: file.path, limit: 6) == Data("struct".utf8))
    let missing = folder.path + "/missing.swift"
    #expect(throws: TextFile.Problem(reason: "no such file or directory")) { try TextFile.stampedBytes(atPath: missing) }
    #expect(throws: TextFile.Problem(reason: "a folder, not a regular file")) { try TextFile.bytes(atPath: folder.path) }
    #expect(throws: TextFile.Problem(reason: "a folder, not a regular file")) { try TextFile.bytes(of: folder) }
  }
}
