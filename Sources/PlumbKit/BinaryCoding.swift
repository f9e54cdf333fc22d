import Foundation

/// A compact binary form of any `Codable` value, for the caches: the structure JSON has (keyed and unkeyed
/// containers, scalars), without its text. Numbers are stored as their bytes, not spelled in decimal, strings as
/// their UTF-8 bytes with no escaping, and every node carries its length, so a container's entries are found without
/// parsing the values between them. Decoding the analysis cache's head took JSON most of a warm run's decoding time.
///
/// Being `Codable`, it follows every field the model's types gain, as JSON did. A node is a tag byte, its payload's
/// length and the payload: a scalar's bytes (integers and floating-point numbers as 8 little-endian bytes, strings as
/// UTF-8); a keyed container's count then, for each entry, its key (length and UTF-8) and its value's node; an
/// unkeyed container's count then its elements' nodes. Lengths and counts are varints (seven bits a byte). A nil
/// value (in an unkeyed container, or encoded explicitly) is a tag with an empty payload; `encodeIfPresent` leaves the
/// key out.
/// Bytes that do not hold what is asked for throw (`Malformed`), never trap: the caller treats them as a damaged file.
/// The coders' `codingPath` is always empty: making it cost every value an array of keys, and a damaged file is
/// refused whole, never explained by where.
enum BinaryCoding {
  struct Malformed: Error {}

  static func encode<T: Encodable>(_ value: T) throws -> Data {
    let node = EncodingNode()
    try value.encode(to: NodeEncoder(node: node))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(node.nodeLength)
    node.write(to: &bytes)
    return Data(bytes)
  }

  /// `encode(_:)`'s bytes, appended to `writer`.
  static func encode<T: Encodable>(_ value: T, into writer: inout BinaryWriter) throws {
    let node = EncodingNode()
    try value.encode(to: NodeEncoder(node: node))
    writer.append { node.write(to: &$0) }
  }

  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try data.withUnsafeBytes { raw in
      let decoder = try NodeDecoder(raw: raw, at: 0)
      guard decoder.end == raw.count else { throw Malformed() }
      return try T(from: decoder)
    }
  }

  enum Tag: UInt8 {
    case null = 0
    case scalar = 1
    case keyed = 2
    case unkeyed = 3
  }
}

// MARK: Encoding

/// A value being encoded: filled by its `encode(to:)`, written out once whole.
final class EncodingNode {
  var tag = BinaryCoding.Tag.null
  var scalar: [UInt8] = []
  var entries: [(key: String, node: EncodingNode)] = []
  var elements: [EncodingNode] = []

  /// The payload's length, measured once (a node's length is written before it).
  private var measured = -1

  var payloadLength: Int {
    if measured >= 0 { return measured }
    var length = 0
    switch tag {
    case .null: break
    case .scalar: length = scalar.count
    case .keyed:
      length = Self.varintSize(entries.count)
      for (key, node) in entries {
        let count = key.utf8.count
        length += Self.varintSize(count) + count + node.nodeLength
      }
    case .unkeyed:
      length = Self.varintSize(elements.count)
      for element in elements { length += element.nodeLength }
    }
    measured = length
    return length
  }

  var nodeLength: Int { 1 + Self.varintSize(payloadLength) + payloadLength }

  func write(to bytes: inout [UInt8]) {
    bytes.append(tag.rawValue)
    Self.appendVarint(payloadLength, to: &bytes)
    switch tag {
    case .null: break
    case .scalar: bytes.append(contentsOf: scalar)
    case .keyed:
      Self.appendVarint(entries.count, to: &bytes)
      for (key, node) in entries {
        var key = key
        key.withUTF8 { utf8 in
          Self.appendVarint(utf8.count, to: &bytes)
          bytes.append(contentsOf: utf8)
        }
        node.write(to: &bytes)
      }
    case .unkeyed:
      Self.appendVarint(elements.count, to: &bytes)
      for element in elements { element.write(to: &bytes) }
    }
  }

  /// Seven bits a byte, low first; the high bit says another byte follows.
  static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
    var value = UInt64(value)
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  static func varintSize(_ value: Int) -> Int {
    var value = UInt64(value)
    var size = 1
    while value >= 0x80 {
      value >>= 7
      size += 1
    }
    return size
  }

  static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Sets this node to a scalar or, for any other value, lets the value encode itself into it.
  func set<T: Encodable>(_ value: T) throws {
    switch value {
    case let value as String:
      tag = .scalar
      var value = value
      scalar = value.withUTF8 { Array($0) }
    case let value as Int: setInteger(UInt64(bitPattern: Int64(value)))
    case let value as Int64: setInteger(UInt64(bitPattern: value))
    case let value as UInt64: setInteger(value)
    case let value as Int32: setInteger(UInt64(bitPattern: Int64(value)))
    case let value as UInt32: setInteger(UInt64(value))
    case let value as UInt8: setInteger(UInt64(value))
    case let value as UInt: setInteger(UInt64(value))
    case let value as Int8: setInteger(UInt64(bitPattern: Int64(value)))
    case let value as Int16: setInteger(UInt64(bitPattern: Int64(value)))
    case let value as UInt16: setInteger(UInt64(value))
    case let value as Float: setInteger(UInt64(value.bitPattern))
    case let value as Bool:
      tag = .scalar
      scalar = [value ? 1 : 0]
    case let value as Double: setInteger(value.bitPattern)
    default: try value.encode(to: NodeEncoder(node: self))
    }
  }

  func setInteger(_ value: UInt64) {
    tag = .scalar
    scalar = []
    Self.append(value, to: &scalar)
  }
}

struct NodeEncoder: Encoder {
  let node: EncodingNode
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if node.tag != .keyed {
      node.tag = .keyed
      node.entries = []
    }
    return KeyedEncodingContainer(KeyedNodeEncoder<Key>(node: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if node.tag != .unkeyed {
      node.tag = .unkeyed
      node.elements = []
    }
    return UnkeyedNodeEncoder(node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeEncoder(node: node)
  }
}

struct KeyedNodeEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  var codingPath: [any CodingKey] { [] }

  private func child(_ key: Key) -> EncodingNode {
    let child = EncodingNode()
    node.entries.append((key.stringValue, child))
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { _ = child(key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try child(key).set(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    NodeEncoder(node: child(key)).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: child(key)).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: child(Key(stringValue: "super")!))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: child(key))
  }
}

struct UnkeyedNodeEncoder: UnkeyedEncodingContainer {
  let node: EncodingNode
  var codingPath: [any CodingKey] { [] }
  var count: Int { node.elements.count }

  private func child() -> EncodingNode {
    let child = EncodingNode()
    node.elements.append(child)
    return child
  }

  mutating func encodeNil() throws { _ = child() }

  mutating func encode<T: Encodable>(_ value: T) throws { try child().set(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    NodeEncoder(node: child()).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    NodeEncoder(node: child()).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { NodeEncoder(node: child()) }
}

struct SingleNodeEncoder: SingleValueEncodingContainer {
  let node: EncodingNode
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws {
    node.tag = .null
    node.scalar = []
  }

  mutating func encode<T: Encodable>(_ value: T) throws { try node.set(value) }
}

// MARK: Decoding

/// One node of the bytes: where its payload is.
struct NodeDecoder: Decoder {
  let raw: UnsafeRawBufferPointer
  let tag: BinaryCoding.Tag
  /// The payload's bounds.
  let start: Int
  let end: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The node at `offset`.
  init(raw: UnsafeRawBufferPointer, at offset: Int) throws {
    guard offset >= 0, offset < raw.count, let tag = BinaryCoding.Tag(rawValue: raw[offset]) else {
      throw BinaryCoding.Malformed()
    }
    let (length, start) = try Self.varint(raw, at: offset + 1, end: raw.count)
    guard length <= raw.count - start else { throw BinaryCoding.Malformed() }
    self.raw = raw
    self.tag = tag
    self.start = start
    end = start + length
  }

  /// A varint (`EncodingNode.appendVarint`) at `offset`, and the offset after it; throws past `end`.
  static func varint(_ raw: UnsafeRawBufferPointer, at offset: Int, end: Int) throws -> (Int, Int) {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var offset = offset
    while true {
      guard offset < end, shift < 63 else { throw BinaryCoding.Malformed() }
      let byte = raw[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    guard value <= UInt64(Int.max) else { throw BinaryCoding.Malformed() }
    return (Int(value), offset)
  }

  /// A varint inside this node's payload.
  func varint(at offset: Int) throws -> (Int, Int) {
    guard offset >= start else { throw BinaryCoding.Malformed() }
    return try Self.varint(raw, at: offset, end: end)
  }

  func word(at offset: Int) throws -> UInt64 {
    guard offset >= start, end - offset >= 8 else { throw BinaryCoding.Malformed() }
    return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard tag == .keyed || tag == .null else { throw BinaryCoding.Malformed() }
    return KeyedDecodingContainer(try KeyedNodeDecoder<Key>(self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard tag == .unkeyed || tag == .null else { throw BinaryCoding.Malformed() }
    return try UnkeyedNodeDecoder(self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleNodeDecoder(node: self) }

  var isNil: Bool { tag == .null }

  func integer() throws -> UInt64 {
    guard tag == .scalar, end - start == 8 else { throw BinaryCoding.Malformed() }
    return try word(at: start)
  }

  func string() throws -> String {
    guard tag == .scalar else { throw BinaryCoding.Malformed() }
    return String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<end]), as: UTF8.self)
  }

  func bool() throws -> Bool {
    guard tag == .scalar, end - start == 1, raw[start] <= 1 else { throw BinaryCoding.Malformed() }
    return raw[start] == 1
  }

  func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    let bits = try integer()
    if T.isSigned {
      guard let value = T(exactly: Int64(bitPattern: bits)) else { throw BinaryCoding.Malformed() }
      return value
    }
    guard let value = T(exactly: bits) else { throw BinaryCoding.Malformed() }
    return value
  }

  /// The value of this node: a scalar read directly, anything else decoding itself from it.
  func value<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == String.self { return try string() as! T }
    if T.self == Int.self { return try integer(Int.self) as! T }
    if T.self == Bool.self { return try bool() as! T }
    if T.self == Int64.self { return try integer(Int64.self) as! T }
    if T.self == UInt64.self { return try integer() as! T }
    if T.self == Int32.self { return try integer(Int32.self) as! T }
    if T.self == UInt32.self { return try integer(UInt32.self) as! T }
    if T.self == UInt8.self { return try integer(UInt8.self) as! T }
    if T.self == UInt.self { return try integer(UInt.self) as! T }
    if T.self == Double.self { return Double(bitPattern: try integer()) as! T }
    if T.self == Int8.self { return try integer(Int8.self) as! T }
    if T.self == Int16.self { return try integer(Int16.self) as! T }
    if T.self == UInt16.self { return try integer(UInt16.self) as! T }
    if T.self == Float.self { return Float(bitPattern: try integer(UInt32.self)) as! T }
    return try T(from: self)
  }
}

struct KeyedNodeDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let node: NodeDecoder
  /// Each entry's key bytes and the offset of its value's node, in the order written.
  let entries: [(key: Range<Int>, value: Int)]
  var codingPath: [any CodingKey] { node.codingPath }

  init(_ node: NodeDecoder) throws {
    self.node = node
    guard node.tag == .keyed else {
      entries = []
      return
    }
    var (count, offset) = try node.varint(at: node.start)
    guard count <= node.end - offset else { throw BinaryCoding.Malformed() }
    var entries: [(key: Range<Int>, value: Int)] = []
    entries.reserveCapacity(count)
    for _ in 0..<count {
      let (length, keyStart) = try node.varint(at: offset)
      guard length <= node.end - keyStart else { throw BinaryCoding.Malformed() }
      let key = keyStart..<(keyStart + length)
      let value = key.upperBound
      let child = try NodeDecoder(raw: node.raw, at: value)
      guard child.end <= node.end else { throw BinaryCoding.Malformed() }
      entries.append((key, value))
      offset = child.end
    }
    guard offset == node.end else { throw BinaryCoding.Malformed() }
    self.entries = entries
  }

  var allKeys: [Key] {
    entries.compactMap { entry in
      Key(stringValue: String(decoding: UnsafeRawBufferPointer(rebasing: node.raw[entry.key]), as: UTF8.self))
    }
  }

  private func find(_ key: Key) -> Int? {
    var name = key.stringValue
    return name.withUTF8 { wanted in
      for entry in entries where entry.key.count == wanted.count {
        let spelled = node.raw.baseAddress! + entry.key.lowerBound
        if wanted.count == 0 || memcmp(spelled, wanted.baseAddress!, wanted.count) == 0 { return entry.value }
      }
      return nil
    }
  }

  private func child(_ key: Key) throws -> NodeDecoder {
    guard let offset = find(key) else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no such key"))
    }
    return try NodeDecoder(raw: node.raw, at: offset)
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNil }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).value(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { try child(Key(stringValue: "super")!) }

  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

struct UnkeyedNodeDecoder: UnkeyedDecodingContainer {
  let node: NodeDecoder
  let count: Int?
  private(set) var currentIndex = 0
  private var offset: Int
  var codingPath: [any CodingKey] { node.codingPath }
  var isAtEnd: Bool { currentIndex >= count! }

  init(_ node: NodeDecoder) throws {
    self.node = node
    guard node.tag == .unkeyed else {
      count = 0
      offset = node.start
      return
    }
    let (count, offset) = try node.varint(at: node.start)
    guard count <= node.end - offset else { throw BinaryCoding.Malformed() }
    self.count = count
    self.offset = offset
  }

  private mutating func next() throws -> NodeDecoder {
    guard !isAtEnd else { throw BinaryCoding.Malformed() }
    let child = try NodeDecoder(raw: node.raw, at: offset)
    guard child.end <= node.end else { throw BinaryCoding.Malformed() }
    offset = child.end
    currentIndex += 1
    return child
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw BinaryCoding.Malformed() }
    let child = try NodeDecoder(raw: node.raw, at: offset)
    guard child.isNil else { return false }
    _ = try next()
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next().value(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

struct SingleNodeDecoder: SingleValueDecodingContainer {
  let node: NodeDecoder
  var codingPath: [any CodingKey] { node.codingPath }

  func decodeNil() -> Bool { node.isNil }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try node.value(type) }
}
