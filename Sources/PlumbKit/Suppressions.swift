import Foundation
import PlumbModel

/// Suppression comments in the file a finding points into:
///
/// - `// plumb:disable no-cycles test-presence` anywhere in the file silences those rules for the whole file;
/// - `// plumb:disable-next-line no-cycles` silences them on the next line.
///
/// Without rule ids the comment silences every rule. Files are read once each, with a plain line scan, from the
/// contents the scan read: a file's staged contents under `--staged`, else the file on disk.
public struct Suppressions {
  public let root: URL
  /// Contents that stand for files on disk (the index's, for `--staged`), by root-relative path.
  public let contents: [String: Data]
  private var cache: [String: FileSuppressions] = [:]

  struct FileSuppressions {
    /// Rule ids disabled in the whole file; `*` for all.
    var file: Set<String> = []
    /// Line number → rule ids disabled on it.
    var lines: [Int: Set<String>] = [:]
  }

  public init(root: URL, contents: [String: Data] = [:]) {
    self.root = root
    self.contents = contents
  }

  /// Whether a comment silences the finding.
  public mutating func suppresses(_ finding: Finding) -> Bool {
    guard let location = finding.location, !location.file.isEmpty else { return false }
    let suppressions = self.suppressions(in: location.file)
    if suppressions.file.contains("*") || suppressions.file.contains(finding.ruleID) { return true }
    guard location.line > 0, let rules = suppressions.lines[location.line] else { return false }
    return rules.contains("*") || rules.contains(finding.ruleID)
  }

  private mutating func suppressions(in file: String) -> FileSuppressions {
    if let cached = cache[file] { return cached }
    let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
    let data = contents[file] ?? FileManager.default.contents(atPath: url.path)
    let parsed = data.map { Self.parse(String(decoding: $0, as: UTF8.self)) }
    cache[file] = parsed ?? FileSuppressions()
    return cache[file]!
  }

  static func parse(_ text: String) -> FileSuppressions {
    var result = FileSuppressions()
    var lineNumber = 0
    text.enumerateLines { line, _ in
      lineNumber += 1
      guard let comment = line.range(of: "//") else { return }
      let words = line[comment.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
      guard let directive = words.first else { return }
      let rules = Set(words.dropFirst().map(String.init))
      let ids = rules.isEmpty ? ["*"] : rules
      switch directive {
      case "plumb:disable": result.file.formUnion(ids)
      case "plumb:disable-next-line": result.lines[lineNumber + 1, default: []].formUnion(ids)
      default: break
      }
    }
    return result
  }
}
