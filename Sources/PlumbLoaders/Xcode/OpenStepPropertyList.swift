import Foundation

/// A reader of the old-style (OpenStep) property lists `project.pbxproj` files are written in, at the speed of the
/// file: one pass over the bytes, strings made once from their slices. Foundation's reader gives the same values
/// (the tests hold it as an oracle on every project they have) at about 40 MB/s; a 2 MB project then costs 50 ms
/// of a run that should feel instant.
///
/// Values: strings, arrays, dictionaries and data (`<0fbd 7a>`), made as `PropertyListValue`s, which the project's
/// reader takes apart with no cast (Foundation's values, `Any`, cost a dynamic cast and a bridged copy of every
/// dictionary to read). Comments (`/* */`, `//`) and whitespace separate tokens. A quoted string takes the escapes Foundation does: `\\`, `\"`, `\n`, `\t`, `\r`, `\a`, `\b`,
/// `\f`, `\v`, octal `\012` and `\U20AC`.
enum OpenStepPropertyList {
  struct ParseError: Error, CustomStringConvertible {
    var message: String
    var line: Int

    var description: String { "\(message) at line \(line)" }
  }

  static func parse(_ data: Data) throws(ParseError) -> PropertyListValue {
    try parseCounting(data).value
  }

  /// The value, how many values the reader made (its work, for the tests: one pass makes each once), and the keys
  /// a dictionary one level inside the top one (a pbxproj's `objects`) repeats, with the line of each later one:
  /// the list keeps the last, so a repeated object id silently replaced an object. At most 100 are listed.
  static func parseCounting(_ data: Data) throws(ParseError)
    -> (value: PropertyListValue, values: Int, repeatedKeys: [(key: String, line: Int)])
  {
    do {
      return try data.withUnsafeBytes { raw in
        var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
        let value = try parser.document()
        var lines: [(key: String, line: Int)] = []
        var line = 1
        var position = 0
        for (key, offset) in parser.repeatedKeys {
          while position < offset {
            if parser.bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
          }
          lines.append((key, line))
        }
        return (value, parser.values, lines)
      }
    } catch let error as ParseError {
      throw error
    } catch {
      throw ParseError(message: "unreadable", line: 1)
    }
  }

  /// Dictionaries and arrays nested deeper than this are refused before the reader recurses: Xcode nests five or
  /// six levels, and a hostile file nested a hundred thousand deep must not overflow the stack.
  static let maximumDepth = 256

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var depth = 0
    var values = 0
    /// Keys repeated in a dictionary at depth 2, with the offset of the later key, in file order.
    var repeatedKeys: [(key: String, offset: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      // A UTF-8 byte-order mark is not part of the list.
      if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { offset = 3 }
    }

    mutating func document() throws -> PropertyListValue {
      skipSpace()
      let value = try value()
      skipSpace()
      guard offset == bytes.count else { throw error("Junk after the property list") }
      return value
    }

    /// The 1-based line of `offset`, counted only when an error needs it.
    func line(at position: Int) -> Int {
      var line = 1
      for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") { line += 1 }
      return line
    }

    func error(_ message: String) -> ParseError { ParseError(message: message, line: line(at: offset)) }

    mutating func skipSpace() {
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
          offset += 1
        } else if byte == UInt8(ascii: "/") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*") {
          offset += 2
          while offset + 1 < bytes.count && !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
            offset += 1
          }
          offset = min(bytes.count, offset + 2)
        } else if byte == UInt8(ascii: "/") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/") {
          while offset < bytes.count && bytes[offset] != 0x0A { offset += 1 }
        } else {
          return
        }
      }
    }

    mutating func value() throws -> PropertyListValue {
      values += 1
      guard offset < bytes.count else { throw error("Unexpected end of the property list") }
      switch bytes[offset] {
      case UInt8(ascii: "{"), UInt8(ascii: "("):
        guard depth < OpenStepPropertyList.maximumDepth else {
          throw error("Dictionaries and arrays nest deeper than \(OpenStepPropertyList.maximumDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        return bytes[offset] == UInt8(ascii: "{") ? .dictionary(try dictionary()) : .array(try array())
      case UInt8(ascii: "<"): return .data(try data())
      case UInt8(ascii: "\""): return .string(try quoted())
      default:
        guard let string = unquoted() else { throw error("Unexpected character '\(Character(Unicode.Scalar(bytes[offset])))'") }
        return .string(string)
      }
    }

    mutating func dictionary() throws -> [String: PropertyListValue] {
      offset += 1
      var result: [String: PropertyListValue] = [:]
      while true {
        skipSpace()
        guard offset < bytes.count else { throw error("Expected terminating '}' for dictionary") }
        if bytes[offset] == UInt8(ascii: "}") {
          offset += 1
          return result
        }
        let keyOffset = offset
        let key: String
        if bytes[offset] == UInt8(ascii: "\"") {
          key = try quoted()
        } else if let unquoted = unquoted() {
          key = unquoted
        } else {
          throw error("Expected a key in the dictionary")
        }
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw error("Missing '=' in dictionary") }
        offset += 1
        skipSpace()
        if depth == 2, repeatedKeys.count < 100, result[key] != nil { repeatedKeys.append((key, keyOffset)) }
        result[key] = try value()
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else { throw error("Missing ';' in dictionary") }
        offset += 1
      }
    }

    mutating func array() throws -> [PropertyListValue] {
      offset += 1
      var result: [PropertyListValue] = []
      while true {
        skipSpace()
        guard offset < bytes.count else { throw error("Expected terminating ')' for array") }
        if bytes[offset] == UInt8(ascii: ")") {
          offset += 1
          return result
        }
        result.append(try value())
        skipSpace()
        guard offset < bytes.count else { throw error("Expected terminating ')' for array") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
        } else if bytes[offset] != UInt8(ascii: ")") {
          throw error("Missing ',' for array")
        }
      }
    }

    mutating func data() throws -> Data {
      offset += 1
      var result = Data()
      var high: UInt8?
      while offset < bytes.count {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: ">") {
          guard high == nil else { throw error("Odd number of hex digits in data") }
          return result
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        guard let digit = Self.hexValue(byte) else { throw error("Malformed data") }
        if let first = high {
          result.append(first << 4 | digit)
          high = nil
        } else {
          high = digit
        }
      }
      throw error("Expected terminating '>' for data")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }

    /// Characters of an unquoted string, as Foundation's reader allows them.
    static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }

    mutating func unquoted() -> String? {
      let start = offset
      while offset < bytes.count && Self.isUnquoted(bytes[offset]) {
        // `//` and `/*` start comments, not strings.
        if bytes[offset] == UInt8(ascii: "/") && offset + 1 < bytes.count
          && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
        {
          break
        }
        offset += 1
      }
      guard offset > start else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    mutating func quoted() throws -> String {
      offset += 1
      let start = offset
      // Most strings have no escape: one slice, one string.
      while offset < bytes.count && bytes[offset] != UInt8(ascii: "\"") && bytes[offset] != UInt8(ascii: "\\") {
        offset += 1
      }
      guard offset < bytes.count else { throw error("Unterminated quoted string starting on line \(line(at: start))") }
      if bytes[offset] == UInt8(ascii: "\"") {
        defer { offset += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
      }
      var utf8 = Array(bytes[start..<offset])
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          offset += 1
          return String(decoding: utf8, as: UTF8.self)
        }
        guard byte == UInt8(ascii: "\\") else {
          utf8.append(byte)
          offset += 1
          continue
        }
        offset += 1
        guard offset < bytes.count else { break }
        let escaped = bytes[offset]
        offset += 1
        switch escaped {
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "a"): utf8.append(0x07)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "v"): utf8.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var value = UInt32(escaped - UInt8(ascii: "0"))
          var digits = 1
          while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
            value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
            digits += 1
          }
          Self.append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &utf8)
        case UInt8(ascii: "U"):
          var value: UInt32 = 0
          var digits = 0
          while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
            value = value * 16 + UInt32(digit)
            offset += 1
            digits += 1
          }
          Self.append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &utf8)
        default:
          utf8.append(escaped)
        }
      }
      throw error("Unterminated quoted string starting on line \(line(at: start))")
    }

    static func append(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
      utf8.append(contentsOf: Array(String(scalar).utf8))
    }
  }
}

/// A value of an old-style property list, of the types the format has.
enum PropertyListValue: Equatable {
  case string(String)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])
  case data(Data)

  var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  var array: [PropertyListValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  var dictionary: [String: PropertyListValue]? {
    if case .dictionary(let value) = self { value } else { nil }
  }

  /// The value as Foundation's reader gives it: `String`, `[Any]`, `[String: Any]` or `Data` (the tests compare).
  var foundationValue: Any {
    switch self {
    case .string(let value): value
    case .array(let values): values.map(\.foundationValue)
    case .dictionary(let values): values.mapValues(\.foundationValue)
    case .data(let value): value
    }
  }
}
