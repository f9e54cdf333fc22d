import Foundation

extension XCConfigReader {
  /// " (git ignores it: .gitignore:3; each checkout makes it)" for a missing file git ignores (a team ID or
  /// secrets file each developer writes), else "". Apart from the reader, so that the reader builds on its own (the
  /// xcconfig fuzzer links the reader without the file tree).
  static func ignoredNote(_ path: String, root: URL) -> String {
    ignoredNote(path, tree: FileTree(root: root.path))
  }

  /// `ignoredNote(_:root:)` from a walk of the root already made.
  static func ignoredNote(_ path: String, tree: FileTree) -> String {
    var reason = MissingFileReason(tree: tree)
    guard let rule = reason.ignoringRule(path) else { return "" }
    return " (git ignores it: \(rule); each checkout makes it)"
  }
}
