import Foundation

extension XCConfigReader {
  /// The `.gitignore` line that ignores a missing file (".gitignore:3": a team ID or secrets file each developer
  /// writes, CocoaPods' `Pods/`), else nil. Apart from the reader, so that the reader builds on its own (the xcconfig
  /// fuzzer links the reader without the file tree).
  static func ignoringRule(_ path: String, root: URL) -> String? {
    ignoringRule(path, tree: FileTree(root: root.path))
  }

  /// `ignoringRule(_:root:)` from a walk of the root already made.
  static func ignoringRule(_ path: String, tree: FileTree) -> String? {
    var reason = MissingFileReason(tree: tree)
    return reason.ignoringRule(path)
  }
}
