import Foundation
import PlumbModel
import SwiftParser

extension SourceScanner {
  /// Each file's code, comment and blank lines, counted as a full scan counts them but without extracting facts:
  /// the sizes of modules whose sources are not scanned (`plumb graph --declared-only`). Most files are counted
  /// from their bytes alone; a file the byte pass declines (raw strings, regex literals) is parsed.
  /// Unreadable files are left out.
  public func lineCounts(root: URL, paths: [String]) -> [String: FileFacts.Lines] {
    let outcomes = forEachFile(root: root, paths: paths) { _, bytes -> Swift.Result<FileFacts.Lines, FileProblem> in
      Self.checked(bytes).map { parsable in
        parsable.with(bytes) { bytes, _ in
          let lines = LineTable(bytes)
          let marks =
            CodeLineScanner.codeLines(bytes, lineSlots: lines.lineStarts.count + 1)
            ?? CodeLineScanner.tokenCodeLines(tree: Parser.parse(source: bytes, maximumNestingLevel: SwiftParsing.maximumNestingLevel), lines: lines)
          return Self.countLines(bytes: bytes, lines: lines, codeLines: marks)
        }
      }
    }
    var counts: [String: FileFacts.Lines] = [:]
    for (path, outcome) in zip(paths, outcomes) {
      if case .success(let lines) = outcome { counts[path] = lines }
    }
    return counts
  }
}
