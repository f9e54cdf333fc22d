import Foundation
import PlumbModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A secret of the user's, kept in their own cache folder (`$XDG_CACHE_HOME/plumb/cache-key`, else
/// `~/.cache/plumb/cache-key`; `~/Library/Caches/plumb/cache-key` on macOS), made once with mode 0600. The facts
/// cache's checksum is keyed with it, so plumb trusts only a cache it wrote itself for this user: a cache committed in
/// an analysed repository, with facts forged for the real files' hashes and a checksum recomputed, would hide
/// violations from CI, and is now ignored. Where no key can be kept (no home, a read-only one), a key for this run
/// alone is used: the cache is then written but never trusted by a later run, which only costs a cold scan.
public enum CacheKey {
  static let value: [UInt8] = load()

  static var file: URL? {
    userCaches(ProcessInfo.processInfo.environment)?.appendingPathComponent("plumb/cache-key")
  }

  /// The user's cache folder: `$XDG_CACHE_HOME` (an absolute path), else `~/.cache`; `~/Library/Caches` on macOS.
  /// Nil without a home.
  public static func userCaches(_ environment: [String: String]) -> URL? {
    #if os(macOS)
      environment["HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent("Library/Caches") }
    #else
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
        ?? environment["HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
    #endif
  }

  static let length = 32

  private static func load() -> [UInt8] {
    guard let file else { return random() }
    if let key = read(file) { return key }
    // Made in a temporary file and linked into place, so a second plumb starting at the same moment reads a whole
    // key, never half of one.
    let folder = file.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent("cache-key.\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
    let key = random()
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { return key }
    let written = key.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    defer { unlink(temporary.path) }
    guard written == length else { return key }
    _ = link(temporary.path, file.path)
    return read(file) ?? key
  }

  private static func read(_ file: URL) -> [UInt8]? {
    guard let data = try? Data(contentsOf: file), data.count == length else { return nil }
    return Array(data)
  }

  private static func random() -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
  }

  /// The cache's checksum: the body's hash, hashed again with the key in front.
  static func seal(_ body: ContentHash, key: [UInt8] = value) -> UInt64 {
    var bytes = key
    for word in [body.high, body.low, body.length] {
      withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }
    let sealed = bytes.withUnsafeBufferPointer { ContentHash(of: $0) }
    return sealed.high ^ sealed.low
  }
}
