import Foundation
import PlumbModel
import PlumbScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the caches go when the folder asked for cannot be written: a read-only checkout in CI, a mount without
/// write access, a path under a file. The run never fails for it: the caches go to the user's cache folder
/// (`$XDG_CACHE_HOME/plumb/workspaces/<hash of the root>`, else `~/.cache/...`; `~/Library/Caches/...` on macOS), or,
/// when that cannot be written either, the run goes on without one. Either way it says so once.
public enum CacheFolder {
  /// The folder to use for `wanted`, and the note to print when it is not `wanted`.
  public static func resolve(
    _ wanted: URL, root: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (folder: URL?, note: String?) {
    if isWritable(wanted) { return (wanted, nil) }
    if let fallback = userFolder(root: root, environment: environment), isWritable(fallback) {
      return (
        fallback,
        "plumb: note: the cache folder '\(wanted.path)' cannot be written; caching in '\(fallback.path)' instead"
      )
    }
    return (nil, "plumb: note: the cache folder '\(wanted.path)' cannot be written; this run uses no cache")
  }

  /// The user's cache folder for the workspace at `root`; nil without a home.
  static func userFolder(root: URL, environment: [String: String]) -> URL? {
    let base = CacheKey.userCaches(environment)
    let hash = ContentHash(of: root.standardizedFileURL.path)
    let name = String(hash.high, radix: 16) + String(hash.low, radix: 16)
    return base?.appendingPathComponent("plumb/workspaces/\(name)")
  }

  /// Whether files can be made in `folder`: it is a writable folder, or the nearest thing that exists on its path is
  /// one (so the folder can be made). A file on the path, a read-only mount or a folder without write access: no.
  static func isWritable(_ folder: URL) -> Bool {
    var path = folder.standardizedFileURL.path
    while true {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        return isDirectory.boolValue && access(path, W_OK | X_OK) == 0
      }
      guard path != "/", let slash = path.lastIndex(of: "/") else { return false }
      path = slash == path.startIndex ? "/" : String(path[..<slash])
    }
  }
}

extension CacheFolder {
  /// From now on the caches are written on a thread of their own, beside the rules and the report (`CacheWrites`);
  /// the caller must call `finishWriting()` before it exits. For the command line.
  public static func writeInBackground() { CacheWrites.deferred = true }

  /// Returns once every cache file asked to be written is written.
  public static func finishWriting() { CacheWrites.wait() }
}
