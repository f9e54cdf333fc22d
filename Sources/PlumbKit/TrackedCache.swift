import Foundation
import PlumbModel

/// A facts cache that git tracks came with the repository, not from this machine's runs: a pull request can forge
/// one (facts that hide violations, with a checksum to match). plumb trusts nothing in an analysed repository that it
/// did not write itself, so such a cache is not read (nor written over), and the run says so once.
enum TrackedCache {
  /// The size and modification time of the git index of the repository holding `root` (nil without one): what git
  /// tracks changes only with it, so a check remembered with the same stamp still holds and git is not run again.
  static func indexStamp(root: URL) -> String? {
    var folder = root.standardizedFileURL
    while true {
      let git = folder.appendingPathComponent(".git")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: git.path, isDirectory: &isDirectory) {
        // A worktree's `.git` is a file naming its git folder: no stamp, git is asked.
        guard isDirectory.boolValue,
          let attributes = try? FileManager.default.attributesOfItem(atPath: git.appendingPathComponent("index").path),
          let size = attributes[.size] as? NSNumber, let date = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(git.path) \(size) \(date.timeIntervalSince1970)"
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || folder.path == "/" { return nil }
      folder = parent
    }
  }

  /// The warning for `folder` when it lies inside `root` and git tracks files in it; nil otherwise (no folder, not
  /// inside the root, no git, not a working tree: nothing came with the repository).
  static func warning(folder: URL, root: URL) -> Diagnostic? {
    let rootPath = root.standardizedFileURL.path
    let folderPath = folder.standardizedFileURL.path
    guard folderPath.hasPrefix(rootPath + "/"), FileManager.default.fileExists(atPath: folderPath) else { return nil }
    let relative = String(folderPath.dropFirst(rootPath.count + 1))
    guard let listed = try? ChangeSet.git(["ls-files", "-z", "--", relative], in: root) else { return nil }
    let tracked = listed.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.sorted()
    guard let first = tracked.first else { return nil }
    return Diagnostic(
      .warning,
      "the facts cache folder '\(relative)' holds \(tracked.count) file(s) git tracks: a cache that comes with the "
        + "repository is not trusted, so this run reads and writes no cache (remove it from git, or give "
        + "--cache-path outside the analysed folder)",
      at: Location(file: first, line: 1))
  }
}
