import Foundation

/// The text of the analysed Swift files, read once each, for what the scanned facts do not keep: the line a type's
/// name is written on.
struct SourceText {
  let root: URL
  /// Texts that replace the files on disk (`--staged` scans the index).
  let contents: [String: Data]
  private var lines: [String: [Substring]] = [:]

  init(root: URL, contents: [String: Data] = [:]) {
    self.root = root
    self.contents = contents
  }

  /// The first line in `range` of `file` (root-relative) that writes one of `names` as a whole word, outside a
  /// comment line; the names are tried in order. nil when the file cannot be read or no line does.
  mutating func lineNaming(_ names: [String], in file: String, lines range: ClosedRange<Int>) -> Int? {
    if lines[file] == nil {
      let data = contents[file] ?? (try? Data(contentsOf: root.appendingPathComponent(file)))
      let text = data.map { String(decoding: $0, as: UTF8.self) }
      lines[file] = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
    }
    let fileLines = lines[file]!
    guard !fileLines.isEmpty else { return nil }
    let first = max(1, range.lowerBound)
    let last = min(fileLines.count, range.upperBound)
    guard first <= last else { return nil }
    for name in names {
      for number in first...last {
        let line = fileLines[number - 1]
        let code = line.drop { $0 == " " || $0 == "\t" }
        if code.hasPrefix("//") || code.hasPrefix("/*") || code.hasPrefix("*") { continue }
        if Self.containsWord(name, in: line) { return number }
      }
    }
    return nil
  }

  /// Whether `word` occurs in `line` with no identifier character right before or after it.
  static func containsWord(_ word: String, in line: Substring) -> Bool {
    func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
    var searchStart = line.startIndex
    while let found = line[searchStart...].range(of: word) {
      let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
      let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
      if !(before.map(isIdentifier) ?? false) && !(after.map(isIdentifier) ?? false) { return true }
      searchStart = found.upperBound
    }
    return false
  }
}
