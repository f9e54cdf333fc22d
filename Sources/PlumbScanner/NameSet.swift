@_spi(RawSyntax) import SwiftSyntax

/// A set of names sliced from a syntax tree, for `RawFactsCollector`.
///
/// Every identifier of a file goes through a set like this one (references, member names), so it has to be
/// cheap: names are short, and an FNV-1a hash over their bytes with open addressing costs a fraction of
/// `Set<SyntaxText>`, whose `Hasher` seeds and finalises SipHash for every lookup. Valid only while the tree
/// its names point into is alive.
struct NameSet {
  private var names: [SyntaxText]
  /// 0 marks an empty slot (real hashes always have their lowest bit set).
  private var hashes: [UInt64]
  private(set) var count = 0

  init() {
    names = []
    hashes = []
  }

  var isEmpty: Bool { count == 0 }

  mutating func insert(_ name: SyntaxText) {
    if (count + 1) * 2 > hashes.count { grow() }
    let hash = Self.hash(name)
    let mask = hashes.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while hashes[slot] != 0 {
      if hashes[slot] == hash && names[slot] == name { return }
      slot = (slot + 1) & mask
    }
    hashes[slot] = hash
    names[slot] = name
    count += 1
  }

  /// The names as strings, in no particular order.
  var strings: [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    for slot in hashes.indices where hashes[slot] != 0 {
      result.append(String(syntaxText: names[slot]))
    }
    return result
  }

  private mutating func grow() {
    let oldNames = names
    let oldHashes = hashes
    let capacity = max(16, hashes.count * 2)
    names = Array(repeating: SyntaxText(), count: capacity)
    hashes = Array(repeating: 0, count: capacity)
    let mask = capacity - 1
    for index in oldHashes.indices where oldHashes[index] != 0 {
      var slot = Int(truncatingIfNeeded: oldHashes[index]) & mask
      while hashes[slot] != 0 { slot = (slot + 1) & mask }
      hashes[slot] = oldHashes[index]
      names[slot] = oldNames[index]
    }
  }

  private static func hash(_ name: SyntaxText) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    // Mix the high bits down, since slots are picked by the low ones.
    hash ^= hash >> 29
    return hash | 1
  }
}
