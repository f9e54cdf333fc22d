/// A token of a Starlark file, with the line and column it starts at (both from 1).
struct StarlarkToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case name(String)
    case string(String)
    case int(Int)
    /// Punctuation and operators: `(`, `==`, `+=`, `//`.
    case symbol(String)
    /// The end of a logical line. Emitted inside brackets too: the parser skips them there, and error recovery uses
    /// them to find the next statement even when brackets do not balance.
    case newline
    case end
  }

  var kind: Kind
  var line: Int
  var column: Int
}

/// Splits the text of a `BUILD` file into tokens: names, strings (all quote forms, raw and byte prefixes, escapes),
/// integers, operators and line ends. Comments and line continuations are dropped.
///
/// BUILD files are a subset of Starlark in which indentation carries no meaning (no `def`, `if` or `for`
/// statements), so no indent tokens are made. What cannot be a token is an error with its line; the lexer goes on
/// after it.
struct StarlarkLexer {
  struct Problem: Equatable, Sendable {
    var message: String
    var line: Int
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private(set) var problems: [Problem] = []

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  private static let symbols3: Set<String> = ["//=", "**=", "<<=", ">>="]
  private static let symbols2: Set<String> = [
    "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "//", "**", "->", "<<", ">>",
  ]
  private static let symbols1: Set<Unicode.Scalar> = [
    "(", ")", "[", "]", "{", "}", ",", ":", ";", "=", "+", "-", "*", "/", "%", ".", "<", ">", "|", "&", "^", "~",
  ]

  mutating func tokens() -> [StarlarkToken] {
    var result: [StarlarkToken] = []
    while index < scalars.count {
      let scalar = scalars[index]
      let column = index - lineStart + 1
      switch scalar {
      case " ", "\t", "\r", "\u{0C}":
        index += 1
      case "#":
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      case "\n":
        if result.last.map({ $0.kind != .newline }) ?? false {
          result.append(StarlarkToken(kind: .newline, line: line, column: column))
        }
        newLine()
      case "\\" where index + 1 < scalars.count && scalars[index + 1] == "\n":
        index += 1
        newLine()
      case "\\" where index + 2 < scalars.count && scalars[index + 1] == "\r" && scalars[index + 2] == "\n":
        index += 2
        newLine()
      case "\"", "'":
        let startLine = line
        if let text = readString(raw: false) {
          result.append(StarlarkToken(kind: .string(text), line: startLine, column: column))
        }
      case _ where Self.isNameStart(scalar):
        let start = index
        while index < scalars.count, Self.isNameContinue(scalars[index]) { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        // `r"..."`, `b'...'`, `rb"..."`: string prefixes.
        if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'",
          ["r", "b", "rb", "br", "R", "B"].contains(name)
        {
          let startLine = line
          if let text = readString(raw: name.lowercased().contains("r")) {
            result.append(StarlarkToken(kind: .string(text), line: startLine, column: column))
          }
        } else {
          result.append(StarlarkToken(kind: .name(name), line: line, column: column))
        }
      case _ where scalar.properties.numericType == .decimal && scalar.isASCII:
        result.append(StarlarkToken(kind: .int(readInt()), line: line, column: column))
      default:
        if let symbol = readSymbol() {
          result.append(StarlarkToken(kind: .symbol(symbol), line: line, column: column))
        } else {
          problems.append(Problem(message: "unexpected character '\(Character(scalar))'", line: line))
          index += 1
        }
      }
    }
    result.append(StarlarkToken(kind: .newline, line: line, column: index - lineStart + 1))
    result.append(StarlarkToken(kind: .end, line: line, column: index - lineStart + 1))
    return result
  }

  private mutating func newLine() {
    index += 1
    line += 1
    lineStart = index
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
  }

  private static func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || (scalar.isASCII && scalar.properties.numericType == .decimal)
  }

  private mutating func readInt() -> Int {
    let start = index
    while index < scalars.count, Self.isNameContinue(scalars[index]) { index += 1 }
    let text = String(String.UnicodeScalarView(scalars[start..<index])).lowercased()
    let value: Int?
    if text.hasPrefix("0x") {
      value = Int(text.dropFirst(2), radix: 16)
    } else if text.hasPrefix("0o") {
      value = Int(text.dropFirst(2), radix: 8)
    } else {
      value = Int(text)
    }
    if value == nil { problems.append(Problem(message: "'\(text)' is not a number", line: line)) }
    return value ?? 0
  }

  private mutating func readSymbol() -> String? {
    func text(_ count: Int) -> String? {
      guard index + count <= scalars.count else { return nil }
      return String(String.UnicodeScalarView(scalars[index..<index + count]))
    }
    if let three = text(3), Self.symbols3.contains(three) {
      index += 3
      return three
    }
    if let two = text(2), Self.symbols2.contains(two) {
      index += 2
      return two
    }
    if Self.symbols1.contains(scalars[index]) {
      index += 1
      return String(scalars[index - 1])
    }
    return nil
  }

  /// Reads a string starting at its opening quote; nil (with a problem) when it is not closed.
  private mutating func readString(raw: Bool) -> String? {
    let quote = scalars[index]
    let startLine = line
    let isTriple = index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote
    index += isTriple ? 3 : 1
    var text = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == quote {
        if !isTriple {
          index += 1
          return String(text)
        }
        if index + 2 < scalars.count, scalars[index + 1] == quote, scalars[index + 2] == quote {
          index += 3
          return String(text)
        }
      }
      if scalar == "\n" {
        guard isTriple else { break }
        text.append(scalar)
        newLine()
        continue
      }
      if scalar == "\\", index + 1 < scalars.count {
        let next = scalars[index + 1]
        if raw {
          text.append(scalar)
          text.append(next)
        } else {
          switch next {
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "r": text.append("\r")
          case "\\", "\"", "'": text.append(next)
          case "\n": break
          default:
            text.append(scalar)
            text.append(next)
          }
        }
        if next == "\n" {
          index += 1
          newLine()
        } else {
          index += 2
        }
        continue
      }
      text.append(scalar)
      index += 1
    }
    problems.append(Problem(message: "a string is not closed", line: startLine))
    return nil
  }
}
