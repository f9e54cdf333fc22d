import Foundation

/// A run of bytes looked for in a file's bytes, where most files do not hold it (a directive, a command's name). A
/// byte-by-byte loop looks at every byte; this one lets the C library's `memchr`, which looks at many bytes per
/// step, find each place of one byte of the pattern, the `anchor`, and compares the whole pattern only there. An
/// anchor rare in source code (a `b` or a `-` rather than an `e`) makes those places few.
public struct BytePattern: Sendable {
  public let bytes: [UInt8]
  /// Which of `bytes` `memchr` looks for.
  let anchor: Int

  /// `text` (not empty) looked for by its first `anchor` (which `text` holds).
  public init(_ text: String, anchor: Character) {
    bytes = Array(text.utf8)
    let anchorByte = anchor.asciiValue!
    self.anchor = bytes.firstIndex(of: anchorByte)!
  }

  /// Whether `haystack` holds the pattern anywhere.
  public func occurs(in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    guard count > 0, haystack.count >= count, let base = haystack.baseAddress else { return false }
    let target = Int32(bytes[anchor])
    // The anchor's place is `anchor` past the pattern's start, and the pattern must end within the haystack.
    var from = anchor
    let end = haystack.count - count + anchor + 1
    while from < end {
      guard let hit = memchr(base + from, target, end - from) else { return false }
      let place = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
      let start = place - anchor
      var matched = 0
      while matched < count && haystack[start + matched] == bytes[matched] { matched += 1 }
      if matched == count { return true }
      from = place + 1
    }
    return false
  }
}
