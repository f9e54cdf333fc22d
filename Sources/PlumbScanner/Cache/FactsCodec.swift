import PlumbModel

/// A compact binary form of `FileFacts` (without the path, which the cache does not key on), read back with every
/// length and value checked: a damaged entry throws, it never crashes or yields half a file.
///
/// Integers are LEB128 varints, strings their UTF-8 length then bytes, enums their raw value, optionals a 0/1 byte
/// first. Every field of every fact is written: `FactsCodecTests` round-trips the facts of every sample and fixture,
/// and `FactsCodec.schema` changes when a fact gains or loses a field (a test then asks for the new
/// `FactsCache.schemaHash`, which invalidates the caches).
enum FactsCodec {
  struct Malformed: Error {}

  /// Names the stored fields of every fact type, in order: part of the cache's identity, so a plumb whose facts
  /// changed shape never reads entries written by one whose facts had another.
  static let schema: String = {
    let sample = FileFacts(
      path: "", imports: [ImportFact(module: "", path: [], position: .init(line: 1, column: 1))],
      types: [
        TypeFact(
          name: "", kind: .class, properties: [PropertyFact(name: "", line: 1)], position: .init(line: 1, column: 1),
          startLine: 1, endLine: 1)
      ],
      apiUses: [APIUse(category: .navigation, family: "", api: "", enclosingType: nil, position: .init(line: 1, column: 1))],
      parseError: .init(position: .init(line: 1, column: 1), message: ""))
    var withFunction = sample
    withFunction.functions = [FunctionFact(name: "", kind: .function, startLine: 1, endLine: 1, position: .init(line: 1, column: 1))]
    withFunction.skipped = [FileFacts.SkippedCode(lines: 1...1, line: 1, reason: "")]
    func labels(_ value: Any) -> String {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .collection || mirror.displayStyle == .optional {
        return mirror.children.map { labels($0.value) }.joined()
      }
      guard mirror.displayStyle == .struct else { return "" }
      return "{" + mirror.children.map { ($0.label ?? "") + labels($0.value) }.joined(separator: ",") + "}"
    }
    return labels(withFunction)
  }()

  // MARK: Writing

  static func encode(_ facts: FileFacts, into writer: inout ByteWriter) {
    writer.array(facts.imports) { writer, fact in
      writer.string(fact.module)
      writer.strings(fact.path)
      writer.strings(fact.attributes)
      writer.optional(fact.accessLevel?.rawValue) { $0.string($1) }
      writer.optional(fact.scopeKind?.rawValue) { $0.string($1) }
      writer.optional(fact.condition) { $0.string($1) }
      writer.position(fact.position)
    }
    writer.array(facts.types) { writer, type in
      writer.string(type.name)
      writer.string(type.kind.rawValue)
      writer.optional(type.accessLevel?.rawValue) { $0.string($1) }
      writer.strings(type.attributes)
      writer.strings(type.inherits)
      writer.strings(type.genericParameters)
      writer.bool(type.isFinal)
      writer.array(type.properties) { writer, property in
        writer.string(property.name)
        writer.optional(property.type) { $0.string($1) }
        writer.optional(property.inferredType) { $0.string($1) }
        writer.strings(property.attributes)
        writer.optional(property.ownership?.rawValue) { $0.string($1) }
        writer.bool(property.isStatic)
        writer.bool(property.isConstant)
        writer.int(property.line)
      }
      writer.int(type.memberCounts.properties)
      writer.int(type.memberCounts.methods)
      writer.int(type.memberCounts.initializers)
      writer.int(type.memberCounts.nestedTypes)
      writer.position(type.position)
      writer.int(type.startLine)
      writer.int(type.endLine)
      writer.strings(type.references)
      writer.strings(type.memberNames)
      writer.strings(type.publicMemberNames)
    }
    writer.array(facts.apiUses) { writer, use in
      writer.string(use.category.rawValue)
      writer.string(use.family)
      writer.string(use.api)
      writer.optional(use.enclosingType) { $0.string($1) }
      writer.position(use.position)
    }
    writer.strings(facts.topLevelReferences)
    writer.strings(facts.memberNames)
    writer.int(facts.lines.code)
    writer.int(facts.lines.comment)
    writer.int(facts.lines.blank)
    writer.optional(facts.parseError) { writer, error in
      writer.position(error.position)
      writer.string(error.message)
    }
    writer.array(facts.functions) { writer, function in
      writer.string(function.name)
      writer.string(function.kind.rawValue)
      writer.optional(function.enclosingType) { $0.string($1) }
      writer.int(function.startLine)
      writer.int(function.endLine)
      writer.int(function.parameterCount)
      writer.int(function.cyclomaticComplexity)
      writer.position(function.position)
      writer.bool(function.onlyAssigns)
      writer.bool(function.returnsAConstant)
      writer.bool(function.returnsABundleResource)
      writer.optional(function.returnType) { $0.string($1) }
    }
    writer.optional(facts.generatedBy) { $0.string($1) }
    writer.strings(facts.suppressions.file)
    writer.array(facts.suppressions.lines.sorted { $0.key < $1.key }) { writer, line in
      writer.int(line.key)
      writer.strings(line.value)
    }
    writer.strings(facts.calledNames)
    writer.strings(facts.publicFunctions)
    writer.int(facts.typeChecking.longLiterals)
    writer.int(facts.typeChecking.operatorChains)
    writer.int(facts.typeChecking.untypedClosures)
    writer.int(facts.typeChecking.deepGenerics)
    writer.int(facts.typeChecking.constantClosures)
    writer.strings(facts.documentedTargets)
    writer.array(facts.skipped) { writer, skipped in
      writer.int(skipped.lines.lowerBound)
      writer.int(skipped.lines.upperBound)
      writer.int(skipped.line)
      writer.string(skipped.reason)
    }
  }

  // MARK: Reading

  static func decode(path: String, from reader: inout ByteReader) throws -> FileFacts {
    var facts = FileFacts(path: path)
    facts.imports = try reader.array { reader in
      ImportFact(
        module: try reader.string(), path: try reader.strings(), attributes: try reader.strings(),
        accessLevel: try reader.optional { try $0.enumeration(AccessLevel.self) },
        scopeKind: try reader.optional { try $0.enumeration(ImportFact.ScopeKind.self) },
        condition: try reader.optional { try $0.string() }, position: try reader.position())
    }
    facts.types = try reader.array { reader in
      let name = try reader.string()
      let kind = try reader.enumeration(TypeFact.Kind.self)
      let accessLevel = try reader.optional { try $0.enumeration(AccessLevel.self) }
      let attributes = try reader.strings()
      let inherits = try reader.strings()
      let genericParameters = try reader.strings()
      let isFinal = try reader.bool()
      let properties = try reader.array { reader in
        PropertyFact(
          name: try reader.string(), type: try reader.optional { try $0.string() },
          inferredType: try reader.optional { try $0.string() }, attributes: try reader.strings(),
          ownership: try reader.optional { try $0.enumeration(PropertyFact.Ownership.self) }, isStatic: try reader.bool(),
          isConstant: try reader.bool(), line: try reader.int())
      }
      let counts = TypeFact.MemberCounts(
        properties: try reader.int(), methods: try reader.int(), initializers: try reader.int(),
        nestedTypes: try reader.int())
      return TypeFact(
        name: name, kind: kind, accessLevel: accessLevel, attributes: attributes, inherits: inherits,
        genericParameters: genericParameters, isFinal: isFinal, properties: properties, memberCounts: counts,
        position: try reader.position(), startLine: try reader.int(), endLine: try reader.int(),
        references: try reader.strings(), memberNames: try reader.strings(), publicMemberNames: try reader.strings())
    }
    facts.apiUses = try reader.array { reader in
      APIUse(
        category: try reader.enumeration(APIUse.Category.self), family: try reader.string(), api: try reader.string(),
        enclosingType: try reader.optional { try $0.string() }, position: try reader.position())
    }
    facts.topLevelReferences = try reader.strings()
    facts.memberNames = try reader.strings()
    facts.lines = FileFacts.Lines(code: try reader.int(), comment: try reader.int(), blank: try reader.int())
    facts.parseError = try reader.optional { reader in
      FileFacts.ParseError(position: try reader.position(), message: try reader.string())
    }
    facts.functions = try reader.array { reader in
      FunctionFact(
        name: try reader.string(), kind: try reader.enumeration(FunctionFact.Kind.self),
        enclosingType: try reader.optional { try $0.string() }, startLine: try reader.int(), endLine: try reader.int(),
        parameterCount: try reader.int(), cyclomaticComplexity: try reader.int(), position: try reader.position(),
        onlyAssigns: try reader.bool(), returnsAConstant: try reader.bool(),
        returnsABundleResource: try reader.bool(), returnType: try reader.optional { try $0.string() })
    }
    facts.generatedBy = try reader.optional { try $0.string() }
    facts.suppressions.file = try reader.strings()
    let lines = try reader.array { reader -> (Int, [String]) in
      let line = try reader.int()
      return (line, try reader.strings())
    }
    for (line, rules) in lines { facts.suppressions.lines[line] = rules }
    facts.calledNames = try reader.strings()
    facts.publicFunctions = try reader.strings()
    facts.typeChecking = TypeCheckingLoad(
      longLiterals: try reader.int(), operatorChains: try reader.int(), untypedClosures: try reader.int(),
      deepGenerics: try reader.int(), constantClosures: try reader.int())
    facts.documentedTargets = try reader.strings()
    facts.skipped = try reader.array { reader in
      let first = try reader.int()
      let last = try reader.int()
      guard first <= last else { throw Malformed() }
      return FileFacts.SkippedCode(lines: first...last, line: try reader.int(), reason: try reader.string())
    }
    return facts
  }
}

/// Appends values to a byte buffer.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func raw(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func raw(_ other: [UInt8]) { bytes.append(contentsOf: other) }
  mutating func raw(_ other: ArraySlice<UInt8>) { bytes.append(contentsOf: other) }

  mutating func int(_ value: Int) {
    // Negative numbers never occur in facts; they are written as their two's complement bit pattern.
    var value = UInt64(bitPattern: Int64(value))
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      int(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

  mutating func position(_ position: SourcePosition) {
    int(position.line)
    int(position.column)
  }

  mutating func optional<T>(_ value: T?, _ body: (inout ByteWriter, T) -> Void) {
    guard let value else { return bytes.append(0) }
    bytes.append(1)
    body(&self, value)
  }

  mutating func array<T>(_ values: [T], _ body: (inout ByteWriter, T) -> Void) {
    int(values.count)
    for value in values { body(&self, value) }
  }
}

/// Reads what `ByteWriter` wrote, throwing `FactsCodec.Malformed` at the first value that does not fit.
struct ByteReader {
  private let bytes: UnsafeRawBufferPointer
  private(set) var offset: Int

  init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  var isAtEnd: Bool { offset == bytes.count }

  mutating func raw() throws -> UInt64 {
    guard offset + 8 <= bytes.count else { throw FactsCodec.Malformed() }
    defer { offset += 8 }
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  mutating func rawBytes(_ count: Int) throws -> UnsafeRawBufferPointer {
    guard count >= 0, offset + count <= bytes.count else { throw FactsCodec.Malformed() }
    defer { offset += count }
    return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
  }

  mutating func int() throws -> Int {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < bytes.count, shift < 64 else { throw FactsCodec.Malformed() }
      let byte = bytes[offset]
      offset += 1
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int(Int64(bitPattern: result))
  }

  /// A count of elements that follow: never more than the bytes left, so a damaged count cannot reserve memory.
  mutating func count() throws -> Int {
    let count = try int()
    guard count >= 0, count <= bytes.count - offset else { throw FactsCodec.Malformed() }
    return count
  }

  mutating func bool() throws -> Bool {
    guard offset < bytes.count, bytes[offset] <= 1 else { throw FactsCodec.Malformed() }
    defer { offset += 1 }
    return bytes[offset] == 1
  }

  mutating func string() throws -> String {
    let length = try count()
    let slice = try rawBytes(length)
    return String(decoding: slice, as: UTF8.self)
  }

  mutating func strings() throws -> [String] { try array { try $0.string() } }

  mutating func position() throws -> SourcePosition { SourcePosition(line: try int(), column: try int()) }

  mutating func enumeration<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
    guard let value = T(rawValue: try string()) else { throw FactsCodec.Malformed() }
    return value
  }

  mutating func optional<T>(_ body: (inout ByteReader) throws -> T) throws -> T? {
    guard offset < bytes.count else { throw FactsCodec.Malformed() }
    let flag = bytes[offset]
    offset += 1
    switch flag {
    case 0: return nil
    case 1: return try body(&self)
    default: throw FactsCodec.Malformed()
    }
  }

  mutating func array<T>(_ body: (inout ByteReader) throws -> T) throws -> [T] {
    let count = try count()
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try body(&self)) }
    return values
  }
}
