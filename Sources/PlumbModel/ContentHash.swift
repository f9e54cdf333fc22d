import Foundation

/// A 128-bit hash of a file's bytes and its length: what the facts cache is keyed by, so a cache entry stays valid
/// whatever the file is called, wherever the clone is and whatever git knows (shallow clones included).
///
/// Not cryptographic: it guards against accidental collisions between files of one's own code, which at 128 bits
/// and equal lengths do not happen. Two lanes of multiply-rotate mixing over 16-byte blocks, so it runs at memory
/// speed, then a final avalanche of each lane with the other.
public struct ContentHash: Hashable, Codable, Sendable {
  public var high: UInt64
  public var low: UInt64
  public var length: UInt64

  public init(high: UInt64, low: UInt64, length: UInt64) {
    self.high = high
    self.low = low
    self.length = length
  }

  public init(of bytes: UnsafeBufferPointer<UInt8>) {
    let raw = UnsafeRawBufferPointer(bytes)
    let count = raw.count
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
    var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(count)
    var offset = 0
    while offset + 16 <= count {
      a = Self.mix(a ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      b = Self.mix(b ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      offset += 16
    }
    // The last 0–15 bytes, packed into two words (the length, mixed in above, tells `ab` from `ab\0`).
    var first: UInt64 = 0
    var second: UInt64 = 0
    var shift: UInt64 = 0
    while offset < count {
      if shift < 64 { first |= UInt64(raw[offset]) << shift } else { second |= UInt64(raw[offset]) << (shift - 64) }
      shift += 8
      offset += 1
    }
    a = Self.mix(a ^ first)
    b = Self.mix(b ^ second)
    high = Self.avalanche(a ^ ((b << 29) | (b >> 35)))
    low = Self.avalanche(b ^ ((a << 31) | (a >> 33)))
    length = UInt64(count)
  }

  /// The hash of `data`'s bytes.
  public init(of data: Data) {
    self = data.withUnsafeBytes { ContentHash(of: $0.bindMemory(to: UInt8.self)) }
  }

  /// The hash of a string's UTF-8 bytes.
  public init(of text: String) {
    var text = text
    self = text.withUTF8 { ContentHash(of: $0) }
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    let multiplied = value &* 0x9FB2_1C65_1E98_DF25
    return ((multiplied << 27) | (multiplied >> 37)) &* 0xD6E8_FEB8_6659_FD93
  }

  /// The finaliser of MurmurHash3's 64-bit variant: every input bit flips each output bit with probability ½.
  private static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}
