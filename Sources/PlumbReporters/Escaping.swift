import Foundation

/// Text escapes shared by the XML, HTML and JSON-free formats.
enum Escape {
  /// XML and HTML text and attribute values.
  static func xml(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default:
        // Control characters are not allowed in XML 1.0, even escaped.
        if scalar.value < 0x20 { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// XML element text, where line breaks may stay as they are.
  static func xmlText(_ text: String) -> String {
    xml(text).replacingOccurrences(of: "&#10;", with: "\n")
  }

  /// A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180).
  static func csv(_ cell: String) -> String {
    cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
      ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
  }

  /// A stable, short hexadecimal hash (64-bit FNV-1a) for fingerprints; not for security.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// Encodes JSON deterministically: sorted keys, no escaped slashes, two-space indentation, trailing newline.
enum JSONText {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try! encoder.encode(value)  // plain structs of strings and numbers: encoding cannot fail
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
