import Foundation
import PlumbModel

/// The envelope of a cache file other than the facts (the analysis cache): its magic, the identity of what wrote it,
/// the body, and a checksum keyed with the user's secret (`CacheKey`), as the facts cache has. A file is trusted only
/// when all of it checks; it is written whole, to a temporary file renamed over the old one.
public enum SealedFile {
  /// Why a file on disk was not used.
  public struct Ignored: Error, Sendable {
    public var reason: String
  }

  /// The body of a sealed file, when its magic, identity and checksum all check.
  public static func open(_ data: Data, magic: String, identity: String) throws(Ignored) -> Data {
    try open(data, magic: magic, identity: identity, key: CacheKey.value)
  }

  static func open(_ data: Data, magic: String, identity: String, key: [UInt8]) throws(Ignored) -> Data {
    let magic = Array(magic.utf8)
    guard data.count >= magic.count + 8, Array(data.prefix(magic.count)) == magic else {
      throw Ignored(reason: "not a plumb cache")
    }
    let checked: Result<Int, Ignored> = data.withUnsafeBytes { raw in
      let body = UnsafeRawBufferPointer(rebasing: raw[0..<(raw.count - 8)])
      let checksum = ContentHash(of: body.bindMemory(to: UInt8.self))
      var trailer = ByteReader(raw, offset: raw.count - 8)
      guard (try? trailer.raw()) == CacheKey.seal(checksum, key: key) else {
        return .failure(Ignored(reason: "damaged, or not written by plumb for this user (checksum)"))
      }
      var reader = ByteReader(body, offset: magic.count)
      guard (try? reader.string()) == identity else { return .failure(Ignored(reason: "written by another plumb")) }
      return .success(reader.offset)
    }
    let start = try checked.get()
    // A slice of `data`, not a copy: the analysis cache is megabytes, read in every run.
    return data[(data.startIndex + start)..<(data.endIndex - 8)]
  }

  /// The sealed bytes of `body`.
  public static func seal(_ body: Data, magic: String, identity: String) -> Data {
    seal(body, magic: magic, identity: identity, key: CacheKey.value)
  }

  static func seal(_ body: Data, magic: String, identity: String, key: [UInt8]) -> Data {
    body.withUnsafeBytes { seal($0, magic: magic, identity: identity, key: key) }
  }

  /// The sealed bytes of `body`, copied once.
  public static func seal(_ body: UnsafeRawBufferPointer, magic: String, identity: String) -> Data {
    seal(body, magic: magic, identity: identity, key: CacheKey.value)
  }

  static func seal(_ body: UnsafeRawBufferPointer, magic: String, identity: String, key: [UInt8]) -> Data {
    var head = ByteWriter()
    head.raw(Array(magic.utf8))
    head.string(identity)
    var sealed = Data(capacity: head.bytes.count + body.count + 8)
    sealed.append(contentsOf: head.bytes)
    sealed.append(body.bindMemory(to: UInt8.self))
    let checksum = sealed.withUnsafeBytes { ContentHash(of: $0.bindMemory(to: UInt8.self)) }
    withUnsafeBytes(of: CacheKey.seal(checksum, key: key).littleEndian) { sealed.append(contentsOf: $0) }
    return sealed
  }

  /// Writes `data` to `file` atomically, making its folder; false when it cannot (a read-only folder).
  public static func write(_ data: Data, to file: URL) -> Bool {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file, options: .atomic)
      return true
    } catch {
      return false
    }
  }
}
