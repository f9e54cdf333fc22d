import Foundation
import PlumbModel

/// One object of a `project.pbxproj` (`isa`, and the fields as the property list holds them).
///
/// The pbxproj is a flat table of objects that refer to each other by 24-character ids; every typed model is
/// read out of this table, so the untyped values never leave the Xcode folder.
struct PBXObject {
  let id: String
  let isa: String
  let fields: [String: PropertyListValue]

  func string(_ key: String) -> String? { fields[key]?.string }

  /// A list of ids or names; a missing key is an empty list.
  func strings(_ key: String) -> [String] { fields[key]?.array?.compactMap(\.string) ?? [] }

  /// A dictionary; a missing key, or one that holds no dictionary, is an empty one.
  func dictionary(_ key: String) -> [String: PropertyListValue] { fields[key]?.dictionary ?? [:] }
}

/// The objects of a `project.pbxproj`, with the line each object is declared on so diagnostics can point at it.
struct PBXObjectTable {
  let rootObjectID: String
  private let objects: [String: PBXObject]
  /// Every object sorted by id, and those of each kind: asked for per target, so sorted once.
  let allObjects: [PBXObject]
  private let byIsa: [String: [PBXObject]]
  private let lines: [String: Int]
  /// Objects declared more than once, with the line of each later declaration (at most 100): the property list
  /// keeps the last one, so a repeated id silently replaced a target; the reader says it.
  let repeatedDeclarations: [(id: String, line: Int)]
  /// Counts the objects looked at, for the tests; nil in normal runs.
  let work: WorkCounter?

  enum ReadError: Error, CustomStringConvertible {
    case unreadable(String)
    case notAPropertyList(reason: String, line: Int?)
    case missing(String)

    var description: String {
      switch self {
      case .unreadable(let reason): "cannot read the project file: \(reason)"
      case .notAPropertyList(let reason, _): "the project file is not a valid property list: \(reason)"
      case .missing(let key): "the project file has no '\(key)'"
      }
    }

    var line: Int? {
      if case .notAPropertyList(_, let line) = self { return line }
      return nil
    }
  }

  /// Parses the text of a pbxproj (the OpenStep, old-style, format) with `OpenStepPropertyList`.
  init(text: String, work: WorkCounter? = nil) throws(ReadError) {
    self.work = work
    let plist: PropertyListValue
    var repeatedKeys: [(key: String, line: Int)] = []
    do {
      let (value, values, repeated) = try OpenStepPropertyList.parseCounting(Data(text.utf8))
      repeatedKeys = repeated
      plist = value
      work?.add(values)
    } catch {
      throw .notAPropertyList(reason: error.description, line: error.line)
    }
    guard let top = plist.dictionary else { throw .notAPropertyList(reason: "not a dictionary", line: nil) }
    guard let rawObjects = top["objects"]?.dictionary else { throw .missing("objects") }
    guard let root = top["rootObject"]?.string else { throw .missing("rootObject") }
    var objects: [String: PBXObject] = [:]
    objects.reserveCapacity(rawObjects.count)
    for (id, value) in rawObjects {
      guard let fields = value.dictionary else { continue }
      objects[id] = PBXObject(id: id, isa: fields["isa"]?.string ?? "", fields: fields)
    }
    self.rootObjectID = root
    self.objects = objects
    self.allObjects = objects.values.sorted { $0.id < $1.id }
    self.byIsa = Dictionary(grouping: allObjects, by: \.isa)
    self.lines = Self.declarationLines(in: text)
    self.repeatedDeclarations = repeatedKeys.map { (id: $0.key, line: $0.line) }
    work?.add(objects.count + lines.count)
  }

  subscript(id: String) -> PBXObject? { objects[id] }

  /// Every object of one kind, sorted by id so that everything built from the table is deterministic.
  func objects(isa: String) -> [PBXObject] {
    let result = byIsa[isa] ?? []
    work?.add(1 + result.count)
    return result
  }

  /// The 1-based line that declares the object (`ID /* comment */ = {`), or 0 when it cannot be found.
  func line(of id: String) -> Int { lines[id] ?? 0 }

  /// Finds `<id> [/* comment */] = {` at the start of a line. Ids are written on their own line (multi-line
  /// objects) or at the start of a one-line object; the first declaration wins. One pass over the bytes: a string
  /// is made only for a line that declares an object.
  private static func declarationLines(in text: String) -> [String: Int] {
    var result: [String: Int] = [:]
    var text = text
    text.withUTF8 { bytes in
      let count = bytes.count
      var lineNumber = 1
      var lineStart = 0
      while lineStart <= count {
        var lineEnd = lineStart
        while lineEnd < count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        if let id = declaredID(bytes, from: lineStart, to: lineEnd), result[id] == nil { result[id] = lineNumber }
        lineNumber += 1
        lineStart = lineEnd + 1
      }
    }
    return result
  }

  /// The id a line declares (`ID /* comment */ = {`), or nil.
  private static func declaredID(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
    func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    func isIDByte(_ byte: UInt8) -> Bool {
      // Letters, digits and `_`, in any script: non-ASCII bytes are letters as far as ids go.
      byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
    }
    var index = start
    while index < end && isSpace(bytes[index]) { index += 1 }
    let idStart = index
    while index < end && !isSpace(bytes[index]) && bytes[index] != UInt8(ascii: "=") { index += 1 }
    let idEnd = index
    guard idEnd > idStart, (idStart..<idEnd).allSatisfy({ isIDByte(bytes[$0]) }) else { return nil }
    while index < end && isSpace(bytes[index]) { index += 1 }
    if index + 1 < end && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
      var close = index + 2
      while close + 1 < end && !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) { close += 1 }
      guard close + 1 < end else { return nil }
      index = close + 2
      while index < end && isSpace(bytes[index]) { index += 1 }
    }
    guard index < end, bytes[index] == UInt8(ascii: "=") else { return nil }
    index += 1
    while index < end && isSpace(bytes[index]) { index += 1 }
    guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[idStart..<idEnd]), as: UTF8.self)
  }
}
