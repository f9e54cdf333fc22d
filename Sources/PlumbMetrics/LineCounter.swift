import Foundation
import PlumbModel

/// Counts the lines of each module's source files on disk: a cheap size figure when the sources were not scanned.
public enum LineCounter {
  /// Sizes of every module with sources; `root` is the folder module source paths are relative to.
  public static func sizes(of graph: ModuleGraph, root: URL) -> [ModuleID: ModuleSize] {
    var result: [ModuleID: ModuleSize] = [:]
    for module in graph.modules where !module.isExternal {
      var lines = 0
      var files = 0
      for source in module.sources {
        guard let count = lineCount(of: root.appendingPathComponent(source)) else { continue }
        lines += count
        files += 1
      }
      result[module.id] = ModuleSize(lines: lines, files: files)
    }
    return result
  }

  /// Newline count, plus one for a last line without a newline; nil when the file cannot be read.
  public static func lineCount(of file: URL) -> Int? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    var count = 0
    for byte in data where byte == UInt8(ascii: "\n") { count += 1 }
    if let last = data.last, last != UInt8(ascii: "\n") { count += 1 }
    return count
  }
}
