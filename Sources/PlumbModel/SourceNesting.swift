/// How deep a Swift source nests, read from its bytes in one pass before a parser sees them.
///
/// SwiftParser recurses once per level on brackets, generic arguments (`A<A<…>>`, in its lookahead), `else if`
/// chains and postfix chains (`f()()()…`, `a.b.c…`), and the syntax walks after it recurse once per level of the
/// tree those make, with no limit of their own: a few thousand levels overflow the stack and take the whole run
/// down. This census counts each of those as the parser will see them: the text of comments and string literals
/// does not nest (a test's `"[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]"`), the code of an interpolation (`\(a[0])`)
/// does; a `<` opens generic arguments only right after a name (`Array<Int>`, not `0..<n` or `a < b`). It says at
/// which line a limit is first passed, and is linear in the bytes: `work` counts the steps taken.
public struct SourceNesting: Sendable, Equatable {
  /// The deepest `(`, `[` and `{` together.
  public private(set) var brackets = 0
  /// The deepest `[` alone (SwiftParser's lookahead on square brackets is exponential in their depth).
  public private(set) var squareBrackets = 0
  /// The deepest run of `<` that could open generic arguments, within one statement.
  public private(set) var angleBrackets = 0
  /// The most `else if` seen at one brace level before that level closed: an upper bound on the longest chain.
  public private(set) var elseIfChain = 0
  /// The longest postfix chain: calls, subscripts, member accesses, `?` and `!`, `->` with nothing between.
  public private(set) var postfixChain = 0
  /// True when the bytes hold a NUL (a binary file), or bytes outside ASCII (then they must be valid UTF-8).
  public private(set) var hasNUL = false
  public private(set) var hasNonASCII = false
  /// Steps the census took: one per byte, for the linearity tests.
  public private(set) var work = 0

  /// Limits, and the first line where one was passed.
  public struct Limits: Sendable, Equatable {
    public var brackets: Int
    public var squareBrackets: Int
    public var angleBrackets: Int
    public var elseIfChain: Int
    public var postfixChain: Int

    public init(
      brackets: Int = SwiftParsing.maximumNestingLevel, squareBrackets: Int = 18, angleBrackets: Int = 256,
      elseIfChain: Int = 1000,
      postfixChain: Int = 1000
    ) {
      self.brackets = brackets
      self.squareBrackets = squareBrackets
      self.angleBrackets = angleBrackets
      self.elseIfChain = elseIfChain
      self.postfixChain = postfixChain
    }
  }

  /// A limit passed: what nests, how deep it may, and the line (1-based) where it first went deeper.
  public struct Excess: Sendable, Equatable {
    public var what: String
    public var limit: Int
    public var line: Int
    /// The statement or declaration holding that line, in the innermost `{ }` around it (the file when none): its
    /// bytes, from the start of its first line to its end (a line break or the `}` at its depth, both left out),
    /// and its lines. Blanking these bytes leaves every bracket outside them balanced as it was.
    public var statement: Range<Int> = 0..<0
    public var statementLines: ClosedRange<Int> = 1...1

    /// "brackets nest deeper than N levels", for a diagnostic at `line`.
    public var message: String { "\(what) deeper than \(limit) levels" }
  }

  public private(set) var excess: Excess?
  /// Whether `excess` is set: looked at on every byte, where a look into the optional `excess` costs a copy.
  private var passed = false

  /// Counts `bytes` against `limits`.
  public init(_ bytes: UnsafeBufferPointer<UInt8>, limits: Limits = Limits()) {
    var line = 1
    var depth = 0
    var square = 0
    var angle = 0
    // Per open brace level: `else if` seen at that level. Per bracket level: the postfix links of the chain
    // running there (a chain goes on across the brackets of its calls).
    var elseIfs: [Int] = [0]
    var chains: [Int] = [0]
    // The last two words, to see `else if`; the byte before this one that is not blank; whether blanks came
    // between (a blank ends a postfix chain unless a `.` follows: `a\n  .b`).
    var previousWord: (start: Int, end: Int)? = nil
    var wordStart: Int? = nil
    var lastSignificant: UInt8 = 0
    var sawBlank = false
    // Comments and string literals, whose text is skipped: what is open at this byte, and the strings whose
    // interpolations are open (each with the bracket depth its `\(` opened at).
    var text = LiteralText.code
    var interpolations: [(string: LiteralText, depth: Int)] = []
    var skip = 0
    // Per bracket level: where its current statement started (after a line break in code, or after the bracket
    // that opened it), and whether a `{` opened it; the level whose statement holds the first excess, once seen.
    var statements: [(start: Int, line: Int, brace: Bool)] = [(0, 1, true)]
    var excessLevel: Int? = nil
    var excessEnded = false

    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x5F || byte >= 0x80
    }
    func isWord(_ range: (start: Int, end: Int), _ text: StaticString) -> Bool {
      let count = range.end - range.start
      guard count == text.utf8CodeUnitCount else { return false }
      let pointer = text.utf8Start
      for offset in 0..<count where bytes[range.start + offset] != pointer[offset] { return false }
      return true
    }

    func matches(_ at: Int, _ byte: UInt8, count: Int) -> Bool {
      guard at + count <= bytes.count else { return false }
      for offset in 0..<count where bytes[at + offset] != byte { return false }
      return true
    }
    func hashes(before index: Int) -> Int {
      var count = 0
      while index - count - 1 >= 0 && bytes[index - count - 1] == UInt8(ascii: "#") { count += 1 }
      return count
    }

    for index in 0..<bytes.count {
      work += 1
      let byte = bytes[index]
      if byte == 0x0A { if text != .code || skip > 0 { line += 1 } }
      if byte == 0 { hasNUL = true }
      if byte >= 0x80 { hasNonASCII = true }
      if skip > 0 {
        skip -= 1
        continue
      }
      switch text {
      case .code:
        break
      case .lineComment:
        if byte == 0x0A {
          text = .code
          if excessLevel == statements.count - 1 && !excessEnded {
            endStatement(&excessEnded, index, line - 1)
          }
          statements[statements.count - 1].start = index + 1
          statements[statements.count - 1].line = line
        }
        continue
      case .blockComment(let level):
        if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
          text = level == 1 ? .code : .blockComment(level - 1)
          skip = 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          text = .blockComment(level + 1)
          skip = 1
        }
        continue
      case .string(let multiline, let raw):
        if byte == 0x0A && !multiline {
          text = .code  // an unterminated string: the parser ends it at the line's end too
          continue
        }
        if byte == UInt8(ascii: "\\") {
          if matches(index + 1, UInt8(ascii: "#"), count: raw) {
            let after = index + 1 + raw
            if after < bytes.count && bytes[after] == UInt8(ascii: "(") {
              // An interpolation: code again, up to the `)` that closes it.
              interpolations.append((text, depth))
              text = .code
              skip = raw
              continue
            }
            if raw == 0 { skip = 1 }  // an escaped character, `\"` too
          }
          continue
        }
        if byte == UInt8(ascii: "\""), matches(index, UInt8(ascii: "\""), count: multiline ? 3 : 1),
          matches(index + (multiline ? 3 : 1), UInt8(ascii: "#"), count: raw)
        {
          text = .code
          skip = (multiline ? 2 : 0) + raw
          lastSignificant = byte
        }
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        text = .lineComment
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        text = .blockComment(1)
        skip = 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let multiline = matches(index, UInt8(ascii: "\""), count: 3)
        text = .string(multiline: multiline, raw: hashes(before: index))
        skip = multiline ? 2 : 0
        wordStart = nil
        chains[chains.count - 1] = 0
        continue
      }
      if byte == UInt8(ascii: ")"), let open = interpolations.last, open.depth == depth - 1 {
        // The `)` that closes an interpolation: back into its string.
        interpolations.removeLast()
        depth -= 1
        if chains.count > 1 { chains.removeLast() }
        if statements.count > 1 {
          if excessLevel == statements.count - 1 && !excessEnded { endStatement(&excessEnded, index, line) }
          statements.removeLast()
        }
        text = open.string
        wordStart = nil
        continue
      }
      if isWordByte(byte) {
        if wordStart == nil { wordStart = index }
        if byte >= 0x80 { hasNonASCII = true }
        if sawBlank { chains[chains.count - 1] = 0 }
        sawBlank = false
        lastSignificant = byte
        continue
      }
      if let start = wordStart {
        let word = (start: start, end: index)
        if isWord(word, "if"), let before = previousWord, isWord(before, "else") {
          elseIfs[elseIfs.count - 1] += 1
          Self.note(
            &elseIfChain, elseIfs[elseIfs.count - 1], limits.elseIfChain, "`else if` chains go", line, &passed,
            &excess)
        }
        previousWord = word
        wordStart = nil
      }
      if excessLevel == nil && passed { excessLevel = Self.innermostBrace(statements, &excess) }
      switch byte {
      case UInt8(ascii: "\n"):
        if excessLevel == statements.count - 1 && !excessEnded { endStatement(&excessEnded, index, line) }
        line += 1
        statements[statements.count - 1].start = index + 1
        statements[statements.count - 1].line = line
        sawBlank = true
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        sawBlank = true
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        let continues = !sawBlank && (isWordByte(lastSignificant) || lastSignificant == UInt8(ascii: ")")
          || lastSignificant == UInt8(ascii: "]") || lastSignificant == UInt8(ascii: "?")
          || lastSignificant == UInt8(ascii: "!") || lastSignificant == UInt8(ascii: ">"))
        if byte != UInt8(ascii: "{") {
          if continues { link(&chains, limits, line) } else { chains[chains.count - 1] = 0 }
        }
        depth += 1
        Self.note(&brackets, depth, limits.brackets, "brackets nest", line, &passed, &excess)
        if byte == UInt8(ascii: "[") {
          square += 1
          Self.note(
            &squareBrackets, square, limits.squareBrackets, "square brackets nest", line, &passed, &excess)
        }
        if byte == UInt8(ascii: "{") {
          elseIfs.append(0)
          angle = 0
        }
        if excessLevel == nil && passed { excessLevel = Self.innermostBrace(statements, &excess) }
        statements.append((index + 1, line, byte == UInt8(ascii: "{")))
        chains.append(0)
        sawBlank = false
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if byte == UInt8(ascii: "]") { square -= 1 }
        if byte == UInt8(ascii: "}") {
          if elseIfs.count > 1 { elseIfs.removeLast() }
          angle = 0
        }
        if chains.count > 1 { chains.removeLast() }
        if statements.count > 1 {
          if excessLevel == statements.count - 1 && !excessEnded { endStatement(&excessEnded, index, line) }
          statements.removeLast()
        }
        sawBlank = false
      case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"):
        // `a.b`, `a\n  .b`, `f()?.g`, `x!`, `Int???`: a link. A `.` after blanks continues the chain too.
        if byte == UInt8(ascii: ".") || !sawBlank { link(&chains, limits, line) } else { chains[chains.count - 1] = 0 }
        sawBlank = false
      case UInt8(ascii: "<"):
        // `A<B>` opens generic arguments, right after a name; `a < b`, `a <= b`, `a << b` and `0..<n` are operators.
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let afterName = index > 0 && isWordByte(bytes[index - 1])
        if afterName && next != UInt8(ascii: " ") && next != UInt8(ascii: "=") && next != UInt8(ascii: "<")
          && next != 0x0A
        {
          angle += 1
          Self.note(
            &angleBrackets, angle, limits.angleBrackets, "generic arguments (`<`) nest", line, &passed, &excess)
        }
        chains[chains.count - 1] = 0
        sawBlank = false
      case UInt8(ascii: ">"):
        // `->` links function types (`A -> B -> C` nests to the right); otherwise a `>` may close generics.
        if lastSignificant == UInt8(ascii: "-") {
          link(&chains, limits, line)
        } else {
          if angle > 0 { angle -= 1 }
          chains[chains.count - 1] = 0
        }
        sawBlank = false
      case UInt8(ascii: ";"), UInt8(ascii: "="):
        angle = 0
        chains[chains.count - 1] = 0
        sawBlank = false
      case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
        sawBlank = false
      default:
        chains[chains.count - 1] = 0
        sawBlank = false
      }
      if excessLevel == nil && passed { excessLevel = Self.innermostBrace(statements, &excess) }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") && byte != 0x0A {
        lastSignificant = byte
      }
    }
    if excessLevel == nil && passed { excessLevel = Self.innermostBrace(statements, &excess) }
    if excessLevel != nil && !excessEnded { endStatement(&excessEnded, bytes.count, line) }
  }

  /// The statement holding the excess ends at `offset` (left out), on `line`.
  private mutating func endStatement(_ ended: inout Bool, _ offset: Int, _ line: Int) {
    ended = true
    guard let start = excess?.statement.lowerBound, let first = excess?.statementLines.lowerBound else { return }
    excess?.statement = start..<max(start, offset)
    excess?.statementLines = first...max(first, line)
  }

  /// Marks where the statement holding the excess starts: in the innermost level a `{` opened (the file's own level
  /// when none), at the start of its line there. Returns that level.
  private static func innermostBrace(_ statements: [(start: Int, line: Int, brace: Bool)], _ excess: inout Excess?) -> Int {
    let level = statements.lastIndex(where: \.brace) ?? 0
    excess?.statement = statements[level].start..<statements[level].start
    excess?.statementLines = statements[level].line...statements[level].line
    return level
  }

  /// What the census is inside of: code, a comment (block comments nest), or a string literal (`"""` when
  /// multiline, with the number of `#` of a raw string).
  private enum LiteralText: Equatable {
    case code
    case lineComment
    case blockComment(Int)
    case string(multiline: Bool, raw: Int)
  }

  private mutating func link(_ chains: inout [Int], _ limits: Limits, _ line: Int) {
    chains[chains.count - 1] += 1
    Self.note(
      &postfixChain, chains[chains.count - 1], limits.postfixChain, "postfix chains (calls, members) go", line,
      &passed, &excess)
  }

  /// Raises a maximum, and records the first limit passed. (The maximum is taken `inout`, not by a key path: this
  /// runs on every bracket of every file scanned.)
  private static func note(
    _ maximum: inout Int, _ value: Int, _ limit: Int, _ what: String, _ line: Int, _ passed: inout Bool,
    _ excess: inout Excess?
  ) {
    if value > maximum { maximum = value }
    if value > limit && !passed {
      passed = true
      excess = Excess(what: what, limit: limit, line: line)
    }
  }

}
