import Dispatch
import Foundation
import PlumbModel

/// Swift files parsed while the load still runs: a cold run reads the projects and manifests on one core, and the
/// other would idle until the load names the files to scan. The Swift files found below the root are parsed on a
/// thread of their own, in order, until the load ends (`finish()`); the scan then takes the facts of the files it
/// was going to parse from here, when their bytes are the ones parsed (same path, same hash), and parses the rest.
/// Facts are a function of a file's path and bytes alone, so the scan's result is the same either way.
public final class EarlyScan: @unchecked Sendable {
  /// The facts of one file, with the hash of the bytes they were made from.
  public struct Scanned: Sendable {
    public var hash: ContentHash
    public var facts: FileFacts
  }

  private let lock = NSLock()
  private var scanned: [String: Scanned] = [:]
  private var stopped = false
  private let done = DispatchGroup()

  /// Starts parsing `paths()` (relative to `root`; `contents` in place of the disk's where given) on a thread of
  /// its own. The paths are listed on that thread too.
  public init(root: URL, contents: [String: Data], paths: @escaping @Sendable () -> [String]) {
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    done.enter()
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      defer { done.leave() }
      for path in paths() {
        if lock.withLock({ stopped }) { return }
        guard let bytes = contents[path] ?? (try? TextFile.bytes(atPath: base + path)) else {
          continue
        }
        let file = bytes.withUnsafeBytes { raw -> Scanned? in
          let bytes = raw.bindMemory(to: UInt8.self)
          // A file the scan would refuse is left to it, to say why.
          guard case .success(let parsable) = SourceScanner.checked(bytes) else { return nil }
          return Scanned(
            hash: ContentHash(of: bytes), facts: SourceScanner.scan(bytes: bytes, path: path, parsable: parsable))
        }
        if let file { lock.withLock { scanned[path] = file } }
      }
    }
  }

  /// Stops parsing (the file in hand is finished) and returns the facts made so far, by path; with `all`, parses
  /// every file first (tests).
  public func finish(all: Bool = false) -> [String: Scanned] {
    if !all { lock.withLock { stopped = true } }
    done.wait()
    return lock.withLock { scanned }
  }
}
