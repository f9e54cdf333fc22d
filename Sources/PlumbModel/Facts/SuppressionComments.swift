import Foundation

/// A file's suppression comments (`// plumb:disable RULE...` for the whole file, `// plumb:disable-next-line
/// RULE...` for the next line; without rule ids, every rule). Read by the scan from the bytes it parses and cached
/// with the file's facts, so a finding's file is never read a second time to see whether a comment silences it.
public struct SuppressionComments: Hashable, Codable, Sendable {
  /// Rule ids disabled in the whole file, sorted; `*` for all.
  public var file: [String] = []
  /// Rule ids disabled on a line (the line after the comment), by line number.
  public var lines: [Int: [String]] = [:]

  public init(file: [String] = [], lines: [Int: [String]] = [:]) {
    self.file = file
    self.lines = lines
  }

  public var isEmpty: Bool { file.isEmpty && lines.isEmpty }

  /// Whether a comment silences `ruleID` at `line` (0: a finding without a line, which only file comments silence).
  public func suppresses(ruleID: String, line: Int) -> Bool {
    if file.contains("*") || file.contains(ruleID) { return true }
    guard line > 0, let rules = lines[line] else { return false }
    return rules.contains("*") || rules.contains(ruleID)
  }

  /// Found by its `b`, which Swift code seldom holds (one byte in some 180, against one in 65 for its `p`).
  private static let marker = BytePattern("plumb:disable", anchor: "b")

  /// The comments in a file's bytes. A file that never spells `plumb:disable` (nearly all of them) is answered by
  /// one pass over its bytes; the others are read as text, line by line.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> SuppressionComments {
    guard marker.occurs(in: bytes) else { return SuppressionComments() }
    return parse(String(decoding: bytes, as: UTF8.self))
  }

  public static func parse(_ data: Data) -> SuppressionComments {
    data.withUnsafeBytes { parse($0.bindMemory(to: UInt8.self)) }
  }

  /// The comments of a text: a `//` on a line, then the directive, then rule ids separated by spaces, tabs or commas.
  public static func parse(_ text: String) -> SuppressionComments {
    var file = Set<String>()
    var lines: [Int: Set<String>] = [:]
    var lineNumber = 0
    text.enumerateLines { line, _ in
      lineNumber += 1
      guard let comment = line.range(of: "//") else { return }
      let words = line[comment.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
      guard let directive = words.first else { return }
      let rules = Set(words.dropFirst().map(String.init))
      let ids = rules.isEmpty ? ["*"] : rules
      switch directive {
      case "plumb:disable": file.formUnion(ids)
      case "plumb:disable-next-line": lines[lineNumber + 1, default: []].formUnion(ids)
      default: break
      }
    }
    return SuppressionComments(file: file.sorted(), lines: lines.mapValues { $0.sorted() })
  }
}
