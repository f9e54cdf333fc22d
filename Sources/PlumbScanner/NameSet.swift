@_spi(RawSyntax) import SwiftSyntax

/// A set of names sliced from a syntax tree, for `RawFactsCollector`.
///
/// Every identifier of a file goes through a set like this one (references, member names), so it has to be
/// cheap: names are short, and an FNV-1a hash over their bytes with open addressing costs a fraction of
/// `Set<SyntaxText>`, whose `Hasher` seeds and finalises SipHash for every lookup. Valid only while the tree
/// its names point into is alive.
struct NameSet {
  private struct Slot {
    /// 0 marks an empty slot (real hashes always have their lowest bit set).
    var hash: UInt64 = 0
    var name = SyntaxText()
  }

  private var slots: [Slot] = []
  private(set) var count = 0

  mutating func insert(_ name: SyntaxText) {
    if (count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(name)
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].hash != 0 {
      if slots[index].hash == hash && slots[index].name == name { return }
      index = (index + 1) & mask
    }
    slots[index] = Slot(hash: hash, name: name)
    count += 1
  }

  /// The names as strings, in no particular order.
  var strings: [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    for slot in slots where slot.hash != 0 {
      result.append(String(syntaxText: slot.name))
    }
    return result
  }

  private mutating func grow() {
    let old = slots
    let capacity = max(16, slots.count * 2)
    slots = Array(repeating: Slot(), count: capacity)
    let mask = capacity - 1
    for slot in old where slot.hash != 0 {
      var index = Int(truncatingIfNeeded: slot.hash) & mask
      while slots[index].hash != 0 { index = (index + 1) & mask }
      slots[index] = slot
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
