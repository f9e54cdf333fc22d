extension String {
  /// The text with control characters written as escapes (`\n`, `\r`, `\t`, `\u{1B}`): what line-based outputs
  /// (the terminal, Xcode's `path:line: error:` lines, standard error) print of file names and messages. A file named
  /// with a line break could otherwise forge a line of its own, an annotation CI believes, and an escape character
  /// could drive the user's terminal.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: Self.isControl) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if Self.isControl(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
