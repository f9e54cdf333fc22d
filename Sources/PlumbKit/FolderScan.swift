import Foundation
import PlumbModel
import PlumbScanner

/// `plumb scan`: the scan stage on its own, over every Swift file below a folder (no module graph, no cache):
/// the facts of each file, the role of each type, and what could not be parsed cleanly.
public struct FolderScan: Sendable {
  public var files: [FileFacts]
  public var roles: [RoleAssignment]
  public var diagnostics: [Diagnostic]

  /// Scans and classifies every Swift file below `root` (the files `Pipeline.swiftFiles(under:)` lists).
  public init(root: URL, threads: Int = 0) throws {
    let paths = try Self.paths(under: root)
    let result = SourceScanner(threads: threads).scan(root: root, paths: paths)
    files = result.files
    diagnostics = result.diagnostics
    roles = RoleClassifier.classify(result.files, threads: threads)
  }

  /// Benchmarks only: parses every Swift file below `root` and discards the trees. Returns how many files were
  /// parsed and how many of them had syntax errors.
  public static func parseOnly(root: URL, threads: Int = 0) throws -> (files: Int, withErrors: Int) {
    let paths = try paths(under: root)
    return (paths.count, SourceScanner(threads: threads).parseOnly(root: root, paths: paths))
  }

  private static func paths(under root: URL) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw PlumbError("'\(root.path)' is not a readable directory")
    }
    return Pipeline.swiftFiles(under: root)
  }
}
