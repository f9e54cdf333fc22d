/// An expression of a BUILD file, with the line it starts at.
indirect enum StarlarkExpr: Sendable {
  case name(String, line: Int)
  case string(String, line: Int)
  case int(Int, line: Int)
  case list([StarlarkExpr], line: Int)
  case tuple([StarlarkExpr], line: Int)
  case dict([(key: StarlarkExpr, value: StarlarkExpr)], line: Int)
  case call(StarlarkExpr, [StarlarkArgument], line: Int)
  case attribute(StarlarkExpr, String, line: Int)
  case index(StarlarkExpr, StarlarkExpr, line: Int)
  case slice(StarlarkExpr, StarlarkExpr?, StarlarkExpr?, line: Int)
  case binary(String, StarlarkExpr, StarlarkExpr, line: Int)
  case unary(String, StarlarkExpr, line: Int)
  case conditional(then: StarlarkExpr, condition: StarlarkExpr, otherwise: StarlarkExpr, line: Int)
  /// `[element for x in xs if c]`, `{k: v for ...}` (the element is then a two-element tuple).
  case comprehension(element: StarlarkExpr, clauses: [StarlarkClause], isDict: Bool, line: Int)

  var line: Int {
    switch self {
    case .name(_, let line), .string(_, let line), .int(_, let line), .list(_, let line), .tuple(_, let line),
      .dict(_, let line), .call(_, _, let line), .attribute(_, _, let line), .index(_, _, let line),
      .slice(_, _, _, let line), .binary(_, _, _, let line), .unary(_, _, let line),
      .conditional(_, _, _, let line), .comprehension(_, _, _, let line):
      return line
    }
  }
}

/// An argument of a call: positional, `name = value`, `*args` or `**kwargs`.
struct StarlarkArgument: Sendable {
  var name: String?
  var value: StarlarkExpr
  /// `*` or `**` for unpacked arguments.
  var unpacking: String? = nil
}

/// A `for` or `if` clause of a comprehension.
enum StarlarkClause: Sendable {
  case forIn(variables: [String], sequence: StarlarkExpr)
  case condition(StarlarkExpr)
}

/// A top-level statement of a BUILD file.
enum StarlarkStatement: Sendable {
  case expression(StarlarkExpr)
  /// `name = value`, `name += value`; `a, b = ...` names several targets.
  case assignment(targets: [String], op: String, value: StarlarkExpr, line: Int)
}

/// Parses the statements of a BUILD file: expressions and assignments, one per logical line. A statement the
/// subset does not cover (`def`, `if`, `for` blocks, which Bazel forbids in BUILD files, or a syntax error) is a
/// problem with its line, and parsing resumes at the next line that starts in column 1.
struct StarlarkParser {
  struct Problem: Equatable, Sendable {
    var message: String
    var line: Int
  }

  private struct Failure: Error {
    var message: String
    var line: Int
  }

  private let tokens: [StarlarkToken]
  private var position = 0
  /// How many brackets are open: line ends inside them are not statement ends.
  private var depth = 0
  /// How many expressions are being parsed inside one another.
  private var level = 0
  private(set) var problems: [Problem] = []

  /// Deeper nesting than this is an error, not a stack overflow (BUILD files nest a few levels).
  private static let maximumDepth = 64
  /// Longer chains of one operator (`a + b + ...`, evaluated recursively) are an error too.
  private static let maximumChain = 200

  init(tokens: [StarlarkToken]) {
    self.tokens = tokens
  }

  static func parse(_ text: String) -> (statements: [StarlarkStatement], problems: [Problem]) {
    var lexer = StarlarkLexer(text)
    let tokens = lexer.tokens()
    var parser = StarlarkParser(tokens: tokens)
    let statements = parser.statements()
    let problems = lexer.problems.map { Problem(message: $0.message, line: $0.line) } + parser.problems
    return (statements, problems.sorted { $0.line < $1.line })
  }

  mutating func statements() -> [StarlarkStatement] {
    var result: [StarlarkStatement] = []
    while true {
      skipNewlines()
      if case .end = current.kind { return result }
      let start = position
      do {
        result.append(contentsOf: try simpleStatements())
      } catch let failure as Failure {
        problems.append(Problem(message: failure.message, line: failure.line))
        recover(from: start)
      } catch {
        recover(from: start)
      }
    }
  }

  /// Skips to the next token that starts a line in column 1: the next statement.
  private mutating func recover(from start: Int) {
    depth = 0
    if position == start { position += 1 }
    while position < tokens.count - 1 {
      let previous = tokens[position - 1]
      // The closing bracket of the broken statement may start a line of its own: it starts no statement.
      if case .newline = previous.kind, current.column == 1, !isSymbol(")"), !isSymbol("]"), !isSymbol("}") {
        return
      }
      position += 1
    }
  }

  /// Statements separated by `;` up to the end of the line.
  private mutating func simpleStatements() throws -> [StarlarkStatement] {
    if case .name(let keyword) = current.kind, ["def", "if", "for", "while", "class", "try", "with"].contains(keyword) {
      throw Failure(
        message: "a '\(keyword)' statement is not read (Bazel allows it in .bzl files, not in BUILD files)",
        line: current.line)
    }
    var result: [StarlarkStatement] = []
    while true {
      result.append(try simpleStatement())
      if isSymbol(";") {
        position += 1
        if case .newline = current.kind { break }
        continue
      }
      break
    }
    guard case .newline = current.kind else { throw unexpected("the end of the line") }
    position += 1
    return result
  }

  private mutating func simpleStatement() throws -> StarlarkStatement {
    if case .name(let keyword) = current.kind, keyword == "pass" {
      position += 1
      return .expression(.name("None", line: tokens[position - 1].line))
    }
    let line = current.line
    let first = try testList()
    for op in ["=", "+=", "-=", "|=", "*="] where isSymbol(op) {
      position += 1
      let value = try testList()
      var targets: [String] = []
      switch first {
      case .name(let name, _): targets = [name]
      case .tuple(let items, _):
        for item in items {
          guard case .name(let name, _) = item else { throw Failure(message: "cannot assign to this", line: line) }
          targets.append(name)
        }
      default:
        throw Failure(message: "assignment to something other than a name is not read", line: line)
      }
      return .assignment(targets: targets, op: op, value: value, line: line)
    }
    return .expression(first)
  }

  // MARK: Expressions

  private var current: StarlarkToken {
    var index = position
    while depth > 0, index < tokens.count - 1, case .newline = tokens[index].kind { index += 1 }
    return tokens[min(index, tokens.count - 1)]
  }

  /// Moves past line ends inside brackets, so that `position` is at `current`.
  private mutating func settle() {
    while depth > 0, position < tokens.count - 1, case .newline = tokens[position].kind { position += 1 }
  }

  private mutating func skipNewlines() {
    while position < tokens.count - 1, case .newline = tokens[position].kind { position += 1 }
  }

  private func isSymbol(_ symbol: String) -> Bool {
    if case .symbol(let found) = current.kind { return found == symbol }
    return false
  }

  private func isKeyword(_ keyword: String) -> Bool {
    if case .name(let found) = current.kind { return found == keyword }
    return false
  }

  private mutating func advance() -> StarlarkToken {
    settle()
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  private mutating func expect(_ symbol: String) throws {
    guard isSymbol(symbol) else { throw unexpected("'\(symbol)'") }
    _ = advance()
  }

  private func unexpected(_ wanted: String) -> Failure {
    let found: String
    switch current.kind {
    case .name(let name): found = "'\(name)'"
    case .string: found = "a string"
    case .int(let value): found = "\(value)"
    case .symbol(let symbol): found = "'\(symbol)'"
    case .newline: found = "the end of the line"
    case .end: found = "the end of the file"
    }
    return Failure(message: "expected \(wanted), found \(found)", line: current.line)
  }

  /// `a, b` without brackets: a tuple.
  private mutating func testList() throws -> StarlarkExpr {
    let line = current.line
    let first = try test()
    guard isSymbol(",") else { return first }
    var items = [first]
    while isSymbol(",") {
      _ = advance()
      if case .newline = current.kind { break }
      if isSymbol("=") || isSymbol(")") { break }
      items.append(try test())
    }
    return .tuple(items, line: line)
  }

  private mutating func test() throws -> StarlarkExpr {
    level += 1
    defer { level -= 1 }
    guard level <= Self.maximumDepth else {
      throw Failure(message: "expressions are nested more than \(Self.maximumDepth) deep", line: current.line)
    }
    if isKeyword("lambda") { throw Failure(message: "a lambda is not read", line: current.line) }
    let line = current.line
    let value = try orTest()
    if isKeyword("if") {
      _ = advance()
      let condition = try orTest()
      guard isKeyword("else") else { throw unexpected("'else'") }
      _ = advance()
      let otherwise = try test()
      return .conditional(then: value, condition: condition, otherwise: otherwise, line: line)
    }
    return value
  }

  private mutating func orTest() throws -> StarlarkExpr {
    var left = try andTest()
    var count = 0
    while isKeyword("or") {
      count += 1
      guard count <= Self.maximumChain else { throw Failure(message: "an expression is too long", line: current.line) }
      let line = advance().line
      left = .binary("or", left, try andTest(), line: line)
    }
    return left
  }

  private mutating func andTest() throws -> StarlarkExpr {
    var left = try notTest()
    var count = 0
    while isKeyword("and") {
      count += 1
      guard count <= Self.maximumChain else { throw Failure(message: "an expression is too long", line: current.line) }
      let line = advance().line
      left = .binary("and", left, try notTest(), line: line)
    }
    return left
  }

  private mutating func notTest() throws -> StarlarkExpr {
    var lines: [Int] = []
    while isKeyword("not") { lines.append(advance().line) }
    guard lines.count <= Self.maximumDepth else {
      throw Failure(message: "too many 'not's in a row", line: current.line)
    }
    var value = try comparison()
    for line in lines.reversed() { value = .unary("not", value, line: line) }
    return value
  }

  private static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

  private mutating func comparison() throws -> StarlarkExpr {
    var left = try bitwiseOr()
    for _ in 0...Self.maximumChain {
      if case .symbol(let op) = current.kind, Self.comparisons.contains(op) {
        let line = advance().line
        left = .binary(op, left, try bitwiseOr(), line: line)
      } else if isKeyword("in") {
        let line = advance().line
        left = .binary("in", left, try bitwiseOr(), line: line)
      } else if isKeyword("not"), position + 1 < tokens.count, case .name("in") = nextAfterCurrent.kind {
        let line = advance().line
        _ = advance()
        left = .binary("not in", left, try bitwiseOr(), line: line)
      } else {
        return left
      }
    }
    throw Failure(message: "an expression is too long", line: current.line)
  }

  private var nextAfterCurrent: StarlarkToken {
    var index = position
    while depth > 0, index < tokens.count - 1, case .newline = tokens[index].kind { index += 1 }
    index += 1
    while depth > 0, index < tokens.count - 1, case .newline = tokens[index].kind { index += 1 }
    return tokens[min(index, tokens.count - 1)]
  }

  private mutating func bitwiseOr() throws -> StarlarkExpr {
    var left = try arithmetic()
    var count = 0
    while isSymbol("|") {
      count += 1
      guard count <= Self.maximumChain else { throw Failure(message: "an expression is too long", line: current.line) }
      let line = advance().line
      left = .binary("|", left, try arithmetic(), line: line)
    }
    return left
  }

  private mutating func arithmetic() throws -> StarlarkExpr {
    var left = try term()
    var count = 0
    while isSymbol("+") || isSymbol("-") {
      count += 1
      guard count <= Self.maximumChain else { throw Failure(message: "an expression is too long", line: current.line) }
      let token = advance()
      guard case .symbol(let op) = token.kind else { break }
      left = .binary(op, left, try term(), line: token.line)
    }
    return left
  }

  private mutating func term() throws -> StarlarkExpr {
    var left = try unary()
    var count = 0
    while isSymbol("*") || isSymbol("/") || isSymbol("//") || isSymbol("%") {
      count += 1
      guard count <= Self.maximumChain else { throw Failure(message: "an expression is too long", line: current.line) }
      let token = advance()
      guard case .symbol(let op) = token.kind else { break }
      left = .binary(op, left, try unary(), line: token.line)
    }
    return left
  }

  private mutating func unary() throws -> StarlarkExpr {
    var operators: [(op: String, line: Int)] = []
    while isSymbol("-") || isSymbol("+") || isSymbol("~") {
      let token = advance()
      if case .symbol(let op) = token.kind { operators.append((op, token.line)) }
    }
    guard operators.count <= Self.maximumDepth else {
      throw Failure(message: "too many signs in a row", line: current.line)
    }
    var value = try primary()
    for (op, line) in operators.reversed() { value = .unary(op, value, line: line) }
    return value
  }

  private mutating func primary() throws -> StarlarkExpr {
    var value = try atom()
    while true {
      if isSymbol("(") {
        let line = current.line
        let arguments = try bracketed("(", ")") { parser in try parser.arguments() }
        value = .call(value, arguments, line: line)
      } else if isSymbol("[") {
        let line = current.line
        value = try bracketed("[", "]") { parser in try parser.subscriptOrSlice(of: value, line: line) }
      } else if isSymbol(".") {
        let line = advance().line
        guard case .name(let name) = current.kind else { throw unexpected("a name after '.'") }
        _ = advance()
        value = .attribute(value, name, line: line)
      } else {
        return value
      }
    }
  }

  /// Parses what is between an opening and a closing bracket, where line ends do not end the statement.
  private mutating func bracketed<T>(_ open: String, _ close: String, _ body: (inout StarlarkParser) throws -> T)
    throws -> T
  {
    let line = current.line
    try expect(open)
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw Failure(message: "brackets are nested more than \(Self.maximumDepth) deep", line: line)
    }
    let result = try body(&self)
    guard isSymbol(close) else { throw unexpected("'\(close)' to close the '\(open)' of line \(line)") }
    settle()
    depth -= 1
    position += 1
    return result
  }

  private mutating func subscriptOrSlice(of value: StarlarkExpr, line: Int) throws -> StarlarkExpr {
    var start: StarlarkExpr?
    if !isSymbol(":") { start = try test() }
    guard isSymbol(":") else {
      guard let start else { throw unexpected("an index") }
      return .index(value, start, line: line)
    }
    _ = advance()
    var end: StarlarkExpr?
    if !isSymbol("]") && !isSymbol(":") { end = try test() }
    if isSymbol(":") {
      _ = advance()
      if !isSymbol("]") { _ = try test() }
    }
    return .slice(value, start, end, line: line)
  }

  private mutating func arguments() throws -> [StarlarkArgument] {
    var result: [StarlarkArgument] = []
    while !isSymbol(")") {
      if isSymbol("*") || isSymbol("**") {
        guard case .symbol(let star) = advance().kind else { break }
        result.append(StarlarkArgument(name: nil, value: try test(), unpacking: star))
      } else if case .name(let name) = current.kind, case .symbol("=") = nextAfterCurrent.kind {
        _ = advance()
        _ = advance()
        result.append(StarlarkArgument(name: name, value: try test()))
      } else {
        result.append(StarlarkArgument(name: nil, value: try test()))
      }
      guard isSymbol(",") else { break }
      _ = advance()
    }
    return result
  }

  private mutating func atom() throws -> StarlarkExpr {
    let token = current
    switch token.kind {
    case .name(let name):
      if ["and", "or", "not", "in", "if", "else", "for", "lambda", "def"].contains(name) {
        throw unexpected("a value")
      }
      _ = advance()
      return .name(name, line: token.line)
    case .string(var text):
      _ = advance()
      // Adjacent string literals are one string in Python; Starlark rejects them, but tools write them.
      while case .string(let more) = current.kind {
        text += more
        _ = advance()
      }
      return .string(text, line: token.line)
    case .int(let value):
      _ = advance()
      return .int(value, line: token.line)
    case .symbol("["):
      return try bracketed("[", "]") { parser in try parser.listBody(line: token.line) }
    case .symbol("{"):
      return try bracketed("{", "}") { parser in try parser.dictBody(line: token.line) }
    case .symbol("("):
      return try bracketed("(", ")") { parser in try parser.parenthesisBody(line: token.line) }
    default:
      throw unexpected("a value")
    }
  }

  private mutating func listBody(line: Int) throws -> StarlarkExpr {
    if isSymbol("]") { return .list([], line: line) }
    let first = try test()
    if isKeyword("for") {
      return .comprehension(element: first, clauses: try clauses(), isDict: false, line: line)
    }
    var items = [first]
    while isSymbol(",") {
      _ = advance()
      if isSymbol("]") { break }
      items.append(try test())
    }
    return .list(items, line: line)
  }

  private mutating func dictBody(line: Int) throws -> StarlarkExpr {
    var entries: [(key: StarlarkExpr, value: StarlarkExpr)] = []
    while !isSymbol("}") {
      let key = try test()
      try expect(":")
      let value = try test()
      if entries.isEmpty, isKeyword("for") {
        let element = StarlarkExpr.tuple([key, value], line: key.line)
        return .comprehension(element: element, clauses: try clauses(), isDict: true, line: line)
      }
      entries.append((key, value))
      guard isSymbol(",") else { break }
      _ = advance()
    }
    return .dict(entries, line: line)
  }

  private mutating func parenthesisBody(line: Int) throws -> StarlarkExpr {
    if isSymbol(")") { return .tuple([], line: line) }
    let first = try test()
    if isKeyword("for") {
      return .comprehension(element: first, clauses: try clauses(), isDict: false, line: line)
    }
    guard isSymbol(",") else { return first }
    var items = [first]
    while isSymbol(",") {
      _ = advance()
      if isSymbol(")") { break }
      items.append(try test())
    }
    return .tuple(items, line: line)
  }

  private mutating func clauses() throws -> [StarlarkClause] {
    var result: [StarlarkClause] = []
    while true {
      if isKeyword("for") {
        _ = advance()
        var variables: [String] = []
        repeat {
          if isSymbol(",") { _ = advance() }
          if isSymbol("(") { _ = advance() }
          guard case .name(let name) = current.kind else { throw unexpected("a loop variable") }
          variables.append(name)
          _ = advance()
          if isSymbol(")") { _ = advance() }
        } while isSymbol(",")
        guard isKeyword("in") else { throw unexpected("'in'") }
        _ = advance()
        result.append(.forIn(variables: variables, sequence: try orTest()))
      } else if isKeyword("if") {
        _ = advance()
        result.append(.condition(try orTest()))
      } else {
        return result
      }
    }
  }
}
