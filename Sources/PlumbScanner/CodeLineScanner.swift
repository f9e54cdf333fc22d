import PlumbModel
import SwiftParser
import SwiftSyntax

/// Which lines of a file hold code (part of a token), decided from the bytes in one pass.
///
/// The syntax tree answers the same question exactly, but visiting every token to mark its lines cost a few per
/// cent of a scan. This pass models what separates tokens from trivia in Swift: whitespace, line and (nested)
/// block comments, and string literals (single- and multi-line, escapes, interpolations with strings nested
/// inside), whose every line is code. Whatever it does not model, it does not guess at: raw strings, regex
/// literals that could hold quotes or slashes, a shebang, non-ASCII or control bytes outside strings and comments,
/// unterminated strings or comments all make it return nil, and the caller asks the tokens instead.
enum CodeLineScanner {
  /// What encloses the context being scanned.
  private enum Frame {
    /// Code with this many `(` open, around a string literal.
    case code(parenDepth: Int)
    /// A string literal around an interpolation `\(...)`.
    case string(multiline: Bool)
  }

  /// `marks[line]` is true when the 1-based `line` holds code; `marks` has `lineSlots` entries (line count + 1).
  static func codeLines(_ bytes: UnsafeBufferPointer<UInt8>, lineSlots: Int) -> [Bool]? {
    var result = [Bool](repeating: false, count: lineSlots)
    // Marking through the buffer spares every mark the array's uniqueness check.
    let completed = result.withUnsafeMutableBufferPointer { marks in
      codeLines(bytes, marking: Marks(buffer: marks))
    }
    return completed ? result : nil
  }

  /// The lines marked so far; a line past the end (which `LineTable` rules out) is ignored rather than written.
  private struct Marks {
    let buffer: UnsafeMutableBufferPointer<Bool>

    subscript(line: Int) -> Bool {
      get { line < buffer.count ? buffer[line] : false }
      nonmutating set { if line < buffer.count { buffer[line] = newValue } }
    }
  }

  /// Marks code lines in `marks`; false when the pass declines.
  private static func codeLines(_ bytes: UnsafeBufferPointer<UInt8>, marking marks: Marks) -> Bool {
    let count = bytes.count
    if count >= 2 && bytes[0] == UInt8(ascii: "#") && bytes[1] == UInt8(ascii: "!") { return false }
    var line = 1
    var index = 0
    var frames: [Frame] = []
    var inString = false
    var multiline = false
    var parenDepth = 0

    @inline(__always) func peek(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }

    while index < count {
      let byte = bytes[index]
      // Line breaks, as LineTable counts them: `\r\n` is one.
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if inString {
          // A single-line string cannot span lines: unterminated.
          guard multiline else { return false }
          marks[line] = true
        }
        if byte == UInt8(ascii: "\r") && peek(index + 1) == UInt8(ascii: "\n") { index += 1 }
        line += 1
        index += 1
        continue
      }
      if inString {
        marks[line] = true
        switch byte {
        case UInt8(ascii: "\\"):
          let next = peek(index + 1)
          if next == UInt8(ascii: "(") {
            frames.append(.string(multiline: multiline))
            inString = false
            parenDepth = 0
            index += 2
          } else if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
            index += 1  // a line continuation: the break is counted above
          } else {
            index += 2
          }
        case UInt8(ascii: "\""):
          if !multiline {
            index += 1
          } else if peek(index + 1) == UInt8(ascii: "\"") && peek(index + 2) == UInt8(ascii: "\"") {
            index += 3
          } else {
            index += 1
            continue
          }
          guard case .code(let depth)? = frames.popLast() else { return false }
          inString = false
          parenDepth = depth
        default:
          index += 1
        }
        continue
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        index += 1
        // Indentation comes in runs of spaces.
        while index < count && bytes[index] == UInt8(ascii: " ") { index += 1 }
      case UInt8(ascii: "/"):
        let next = peek(index + 1)
        if next == UInt8(ascii: "/") {
          // A line comment runs to the line break, which the loop counts.
          index += 2
          while index < count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
            index += 1
          }
        } else if next == UInt8(ascii: "*") {
          // Block comments nest in Swift.
          var depth = 1
          index += 2
          while depth > 0 {
            guard index < count else { return false }
            let current = bytes[index]
            let following = peek(index + 1)
            if current == UInt8(ascii: "/") && following == UInt8(ascii: "*") {
              depth += 1
              index += 2
            } else if current == UInt8(ascii: "*") && following == UInt8(ascii: "/") {
              depth -= 1
              index += 2
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
              if current == UInt8(ascii: "\r") && following == UInt8(ascii: "\n") { index += 1 }
              line += 1
              index += 1
            } else {
              index += 1
            }
          }
        } else {
          // Division, or a regex literal `/.../`, which cannot start with a space. A regex holding a quote or
          // a slash would mislead this pass: leave any such line to the tokens.
          if next != UInt8(ascii: " ") && next != UInt8(ascii: "=") && next != UInt8(ascii: "\t")
            && next != UInt8(ascii: "\n") && next != UInt8(ascii: "\r")
          {
            var ahead = index + 1
            while ahead < count && bytes[ahead] != UInt8(ascii: "\n") && bytes[ahead] != UInt8(ascii: "\r") {
              if bytes[ahead] == UInt8(ascii: "\"") || bytes[ahead] == UInt8(ascii: "/") { return false }
              ahead += 1
            }
          }
          marks[line] = true
          index += 1
        }
      case UInt8(ascii: "\""):
        marks[line] = true
        frames.append(.code(parenDepth: parenDepth))
        inString = true
        if peek(index + 1) == UInt8(ascii: "\"") && peek(index + 2) == UInt8(ascii: "\"") {
          multiline = true
          index += 3
        } else {
          multiline = false
          index += 1
        }
      case UInt8(ascii: "#"):
        // Raw strings (`#"`) and extended regex literals (`#/`) are not modelled.
        let next = peek(index + 1)
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "/") || next == UInt8(ascii: "#") { return false }
        marks[line] = true
        index += 1
      case UInt8(ascii: "("):
        marks[line] = true
        parenDepth += 1
        index += 1
      case UInt8(ascii: ")"):
        marks[line] = true
        index += 1
        if parenDepth == 0, case .string(let isMultiline)? = frames.last {
          frames.removeLast()
          inString = true
          multiline = isMultiline
        } else {
          parenDepth -= 1
        }
      default:
        // Non-ASCII outside strings and comments may be Unicode whitespace; control bytes may be garbage.
        guard byte >= 0x21 && byte < 0x7F else { return false }
        marks[line] = true
        index += 1
        // The rest of a run of such bytes (a name, a number, an operator) changes nothing but the place.
        while index < count && isPlainCode(bytes[index]) { index += 1 }
      }
    }
    return !inString && frames.isEmpty
  }

  /// Whether the pass's `default` case takes `byte` and marks nothing new by it: printable ASCII but for the bytes
  /// with cases of their own (`"`, `#`, `(`, `)`, `/`, all below `0`, and the space).
  @inline(__always) private static func isPlainCode(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0")
      ? byte < 0x7F
      : byte > UInt8(ascii: " ") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "#")
        && byte != UInt8(ascii: "(") && byte != UInt8(ascii: ")") && byte != UInt8(ascii: "/")
  }

  /// The lines that hold code, from the bytes when the byte pass models the whole file and it parsed cleanly,
  /// otherwise from the tree's tokens (exact in every case, slower).
  static func codeLines(_ bytes: UnsafeBufferPointer<UInt8>, tree: SourceFileSyntax, lines: LineTable) -> [Bool] {
    let slots = lines.lineStarts.count + 1
    if !tree.hasError, let marks = codeLines(bytes, lineSlots: slots) { return marks }
    return tokenCodeLines(tree: tree, lines: lines)
  }

  /// Marks every line a present token touches; a token spans lines only inside multi-line strings.
  static func tokenCodeLines(tree: SourceFileSyntax, lines: LineTable) -> [Bool] {
    let starts = lines.lineStarts
    var marks = [Bool](repeating: false, count: starts.count + 1)
    // Tokens come in source order, so the line advances without searching.
    var cursorLine = 1
    for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
      let length = token.trimmedLength.utf8Length
      guard length > 0 else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = start + length
      while cursorLine < starts.count && starts[cursorLine] <= start { cursorLine += 1 }
      let lastLine = starts.count > cursorLine && starts[cursorLine] < end ? lines.line(of: end - 1) : cursorLine
      for line in cursorLine...lastLine { marks[line] = true }
    }
    return marks
  }

  /// Both answers for `source` (tests check the byte pass against the tokens): nil when the byte pass declines.
  static func compare(source: String) -> (bytes: [Bool]?, tokens: [Bool]) {
    var source = source
    return source.withUTF8 { bytes in
      let tree = Parser.parse(source: bytes, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
      let lines = LineTable(bytes)
      let fromBytes = tree.hasError ? nil : codeLines(bytes, lineSlots: lines.lineStarts.count + 1)
      return (fromBytes, tokenCodeLines(tree: tree, lines: lines))
    }
  }
}
