import Foundation

/// A value of a BUILD file, as far as plumb evaluates it.
indirect enum StarlarkValue: Sendable {
  /// A string with the line it is written on: a label in `deps` is reported at its own line.
  case string(String, line: Int)
  case int(Int)
  case bool(Bool)
  case none
  case list([StarlarkValue])
  case dict([(key: StarlarkValue, value: StarlarkValue)])
  case function(StarlarkFunction)
  /// What plumb does not evaluate (a value loaded from a `.bzl` file, a call to a macro's helper), with why and
  /// where. It is kept inside lists, so that the known elements of `deps = COMMON + [":a"]` are still read and the
  /// reader can say what it left out.
  case unknown(reason: String, line: Int)

  var asString: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  /// The elements of a list (a single string counts as one element).
  var elements: [StarlarkValue] {
    switch self {
    case .list(let items): items
    case .none: []
    default: [self]
    }
  }

  var truthiness: Bool? {
    switch self {
    case .string(let text, _): !text.isEmpty
    case .int(let value): value != 0
    case .bool(let value): value
    case .none: false
    case .list(let items): !items.isEmpty
    case .dict(let entries): !entries.isEmpty
    case .function: true
    case .unknown: nil
    }
  }

  /// Unknown values anywhere inside, in order.
  var unknownParts: [(reason: String, line: Int)] {
    switch self {
    case .unknown(let reason, let line): [(reason, line)]
    case .list(let items): items.flatMap(\.unknownParts)
    case .dict(let entries): entries.flatMap { $0.key.unknownParts + $0.value.unknownParts }
    default: []
    }
  }
}

/// Something a BUILD file can call.
enum StarlarkFunction: Sendable {
  /// A function plumb evaluates (`glob`, `select`, `len`, ...).
  case builtin(String)
  /// A rule or function Bazel provides without a `load` (`objc_library`, `filegroup`), or that the file uses
  /// without loading it.
  case native(String)
  /// A symbol loaded from a `.bzl` file: `original` is its name there, `file` the label of the file.
  case loaded(original: String, file: String)
  /// A method of a string, list or dict value.
  case method(StarlarkValue, String)
}

/// A rule or macro call a BUILD file makes at its top level, with its arguments evaluated.
struct StarlarkCall: Sendable {
  /// The name the file calls it by.
  var callee: String
  /// Its name in the `.bzl` file it is loaded from (`original` of a `load`), or `callee` for native rules.
  var rule: String
  /// The label of the `.bzl` file it is loaded from; nil for native rules.
  var loadedFrom: String?
  var attributes: [String: StarlarkValue]
  /// The line of each attribute name.
  var attributeLines: [String: Int]
  var line: Int
}

/// Evaluates the statements of one BUILD file: assignments, `load`s, rule and macro calls at the top level (and in
/// top-level list comprehensions), with the builtins BUILD files use to compute attributes: `glob`, `select`
/// (every branch, merged), string and list operations, comprehensions. Nothing is executed beyond that: a macro's
/// body, a loaded constant or function are unknown values, which the reader reports where they matter.
struct StarlarkEvaluator {
  struct Problem: Equatable, Sendable {
    var message: String
    var line: Int
  }

  /// The package's folder relative to its workspace (`Modules/Feature`, `""` at the workspace root).
  let packageName: String
  /// Resolves `glob(include, exclude)` to package-relative paths of files.
  let glob: (_ include: [String], _ exclude: [String], _ excludeDirectories: Bool) -> [String]

  private(set) var calls: [StarlarkCall] = []
  private(set) var problems: [Problem] = []
  /// Lines where `select()` is called.
  private(set) var selectLines: [Int] = []
  private var globals: [String: StarlarkValue] = [:]
  private var loaded: [String: (original: String, file: String)] = [:]
  /// Comprehension variables, innermost last.
  private var scopes: [[String: StarlarkValue]] = []
  /// Guards against values that grow without bound (`x = x + x` repeated).
  private var work = 0
  private static let maximumWork = 2_000_000

  init(
    packageName: String,
    glob: @escaping (_ include: [String], _ exclude: [String], _ excludeDirectories: Bool) -> [String]
  ) {
    self.packageName = packageName
    self.glob = glob
  }

  static let builtins: Set<String> = [
    "glob", "select", "len", "str", "int", "bool", "list", "dict", "tuple", "sorted", "reversed", "enumerate", "zip",
    "range", "any", "all", "min", "max", "package_name", "repository_name", "Label", "depset", "type", "print",
    "fail", "hasattr", "getattr",
  ]

  mutating func run(_ statements: [StarlarkStatement]) {
    for statement in statements {
      switch statement {
      case .expression(let expr):
        declare(expr)
      case .assignment(let targets, let op, let value, let line):
        var result = evaluate(value)
        if op != "=", targets.count == 1 {
          let previous = lookUp(targets[0], line: line)
          result = binary(String(op.dropLast()), previous, result, line: line)
        }
        if targets.count == 1 {
          globals[targets[0]] = result
        } else if case .list(let items) = result, items.count == targets.count {
          for (name, item) in zip(targets, items) { globals[name] = item }
        } else {
          for name in targets { globals[name] = .unknown(reason: "the assignment is not evaluated", line: line) }
        }
      }
    }
  }

  /// A statement: calls in it (directly, or as the element of a comprehension) declare targets.
  private mutating func declare(_ expr: StarlarkExpr) {
    switch expr {
    case .call(let callee, let arguments, let line):
      if case .name("load", _) = callee {
        load(arguments, line: line)
        return
      }
      if let call = ruleCall(callee, arguments, line: line) {
        calls.append(call)
      } else {
        _ = evaluate(expr)
      }
    case .comprehension(let element, let clauses, _, _):
      iterate(clauses[...]) { evaluator in evaluator.declare(element) }
    case .list(let items, _), .tuple(let items, _):
      for item in items { declare(item) }
    default:
      _ = evaluate(expr)
    }
  }

  private mutating func load(_ arguments: [StarlarkArgument], line: Int) {
    guard
      let file = arguments.first.flatMap({ argument -> String? in
        if case .string(let text, _) = argument.value { return text }
        return nil
      })
    else {
      problems.append(Problem(message: "a load() whose file is not a string is not read", line: line))
      return
    }
    for argument in arguments.dropFirst() {
      guard case .string(let original, _) = argument.value else { continue }
      loaded[argument.name ?? original] = (original, file)
      globals[argument.name ?? original] = nil
    }
  }

  /// The call as a rule or macro declaration, when its callee is a rule, a macro or a native function (not a
  /// builtin plumb evaluates, such as `print`).
  private mutating func ruleCall(_ callee: StarlarkExpr, _ arguments: [StarlarkArgument], line: Int) -> StarlarkCall? {
    let name: String
    let rule: String
    var file: String?
    switch callee {
    case .name(let called, _):
      if lookUpScoped(called) != nil || globals[called] != nil { return nil }
      if let symbol = loaded[called] {
        (name, rule, file) = (called, symbol.original, symbol.file)
      } else if Self.builtins.contains(called) {
        return nil
      } else {
        (name, rule) = (called, called)
      }
    case .attribute(.name("native", _), let called, _):
      if Self.builtins.contains(called) { return nil }
      (name, rule) = ("native." + called, called)
    default:
      return nil
    }
    var attributes: [String: StarlarkValue] = [:]
    var lines: [String: Int] = [:]
    for argument in arguments {
      if argument.unpacking == "**" {
        if case .dict(let entries) = evaluate(argument.value) {
          for entry in entries {
            guard let key = entry.key.asString else { continue }
            attributes[key] = entry.value
            lines[key] = argument.value.line
          }
        } else {
          attributes["**"] = .unknown(reason: "the **kwargs of the call are not evaluated", line: argument.value.line)
        }
        continue
      }
      guard let key = argument.name else {
        attributes["#\(attributes.count)"] = evaluate(argument.value)
        continue
      }
      attributes[key] = evaluate(argument.value)
      lines[key] = argument.value.line
    }
    return StarlarkCall(
      callee: name, rule: rule, loadedFrom: file, attributes: attributes, attributeLines: lines, line: line)
  }

  // MARK: Expressions

  private func lookUpScoped(_ name: String) -> StarlarkValue? {
    for scope in scopes.reversed() {
      if let value = scope[name] { return value }
    }
    return nil
  }

  private func lookUp(_ name: String, line: Int) -> StarlarkValue {
    if let value = lookUpScoped(name) ?? globals[name] { return value }
    switch name {
    case "True": return .bool(true)
    case "False": return .bool(false)
    case "None": return .none
    default: break
    }
    if let symbol = loaded[name] {
      return .unknown(reason: "'\(name)' is loaded from \(symbol.file), which is not evaluated", line: line)
    }
    if Self.builtins.contains(name) { return .function(.builtin(name)) }
    return .unknown(reason: "'\(name)' is not defined in the file", line: line)
  }

  mutating func evaluate(_ expr: StarlarkExpr) -> StarlarkValue {
    work += 1
    if work > Self.maximumWork { return .unknown(reason: "the file takes too long to evaluate", line: expr.line) }
    switch expr {
    case .name(let name, let line):
      return lookUp(name, line: line)
    case .string(let text, let line):
      return .string(text, line: line)
    case .int(let value, _):
      return .int(value)
    case .list(let items, _), .tuple(let items, _):
      return .list(items.map { evaluate($0) })
    case .dict(let entries, _):
      return .dict(entries.map { (key: evaluate($0.key), value: evaluate($0.value)) })
    case .call(let callee, let arguments, let line):
      return call(callee, arguments, line: line)
    case .attribute(let receiver, let name, let line):
      if case .name("native", _) = receiver {
        return Self.builtins.contains(name)
          ? .function(.builtin(name))
          : .unknown(reason: "native.\(name) is not evaluated", line: line)
      }
      let value = evaluate(receiver)
      if case .unknown = value { return value }
      return .function(.method(value, name))
    case .index(let container, let key, let line):
      return index(evaluate(container), evaluate(key), line: line)
    case .slice(let container, let start, let end, let line):
      return slice(evaluate(container), start.map { evaluate($0) }, end.map { evaluate($0) }, line: line)
    case .binary(let op, let left, let right, let line):
      if op == "and" || op == "or" {
        let value = evaluate(left)
        guard let truth = value.truthiness else { return value }
        return (op == "and") == truth ? evaluate(right) : value
      }
      return binary(op, evaluate(left), evaluate(right), line: line)
    case .unary(let op, let operand, let line):
      let value = evaluate(operand)
      switch (op, value) {
      case ("not", _): return value.truthiness.map { .bool(!$0) } ?? value
      case ("-", .int(let number)): return .int(-number)
      case ("+", .int): return value
      default: return unknownUnlessUnknown(value, "the operator '\(op)' is not evaluated here", line: line)
      }
    case .conditional(let then, let condition, let otherwise, let line):
      guard let truth = evaluate(condition).truthiness else {
        return .unknown(reason: "the condition of an 'if' expression is not known", line: line)
      }
      return evaluate(truth ? then : otherwise)
    case .comprehension(let element, let clauses, let isDict, _):
      var results: [StarlarkValue] = []
      iterate(clauses[...]) { evaluator in results.append(evaluator.evaluate(element)) }
      guard isDict else { return .list(results) }
      return .dict(
        results.compactMap { pair in
          guard case .list(let parts) = pair, parts.count == 2 else { return nil }
          return (parts[0], parts[1])
        })
    }
  }

  private func unknownUnlessUnknown(_ value: StarlarkValue, _ reason: String, line: Int) -> StarlarkValue {
    if case .unknown = value { return value }
    return .unknown(reason: reason, line: line)
  }

  /// Runs `body` once per binding of the comprehension's clauses.
  private mutating func iterate(_ clauses: ArraySlice<StarlarkClause>, _ body: (inout StarlarkEvaluator) -> Void) {
    guard let clause = clauses.first else {
      body(&self)
      return
    }
    switch clause {
    case .condition(let test):
      if evaluate(test).truthiness == true { iterate(clauses.dropFirst(), body) }
    case .forIn(let variables, let sequence):
      let items = iterable(evaluate(sequence))
      for item in items {
        var scope: [String: StarlarkValue] = [:]
        if variables.count == 1 {
          scope[variables[0]] = item
        } else if case .list(let parts) = item, parts.count == variables.count {
          for (name, part) in zip(variables, parts) { scope[name] = part }
        } else {
          for name in variables { scope[name] = .unknown(reason: "the loop variables do not match", line: 0) }
        }
        scopes.append(scope)
        iterate(clauses.dropFirst(), body)
        scopes.removeLast()
      }
    }
  }

  private func iterable(_ value: StarlarkValue) -> [StarlarkValue] {
    switch value {
    case .list(let items): items
    case .dict(let entries): entries.map(\.key)
    case .string(let text, let line): text.map { .string(String($0), line: line) }
    default: []
    }
  }

  private func index(_ container: StarlarkValue, _ key: StarlarkValue, line: Int) -> StarlarkValue {
    switch (container, key) {
    case (.list(let items), .int(let position)):
      let index = position < 0 ? items.count + position : position
      return items.indices.contains(index) ? items[index] : .unknown(reason: "index out of range", line: line)
    case (.dict(let entries), _):
      return entries.last { Self.equal($0.key, key) }?.value
        ?? unknownUnlessUnknown(key, "the key is not in the dict", line: line)
    case (.string(let text, _), .int(let position)):
      let characters = Array(text)
      let index = position < 0 ? characters.count + position : position
      return characters.indices.contains(index)
        ? .string(String(characters[index]), line: line) : .unknown(reason: "index out of range", line: line)
    case (.unknown, _): return container
    default: return unknownUnlessUnknown(key, "this index is not evaluated", line: line)
    }
  }

  private func slice(_ container: StarlarkValue, _ start: StarlarkValue?, _ end: StarlarkValue?, line: Int)
    -> StarlarkValue
  {
    func bounds(_ count: Int) -> Range<Int>? {
      func clamp(_ value: StarlarkValue?, _ fallback: Int) -> Int? {
        guard let value else { return fallback }
        if case .none = value { return fallback }
        guard case .int(let number) = value else { return nil }
        return min(max(number < 0 ? count + number : number, 0), count)
      }
      guard let low = clamp(start, 0), let high = clamp(end, count) else { return nil }
      return low..<max(low, high)
    }
    switch container {
    case .list(let items):
      guard let range = bounds(items.count) else { break }
      return .list(Array(items[range]))
    case .string(let text, let stringLine):
      let characters = Array(text)
      guard let range = bounds(characters.count) else { break }
      return .string(String(characters[range]), line: stringLine)
    case .unknown: return container
    default: break
    }
    return .unknown(reason: "this slice is not evaluated", line: line)
  }

  static func equal(_ a: StarlarkValue, _ b: StarlarkValue) -> Bool {
    switch (a, b) {
    case (.string(let x, _), .string(let y, _)): x == y
    case (.int(let x), .int(let y)): x == y
    case (.bool(let x), .bool(let y)): x == y
    case (.none, .none): true
    case (.list(let x), .list(let y)): x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    default: false
    }
  }

  mutating func binary(_ op: String, _ left: StarlarkValue, _ right: StarlarkValue, line: Int) -> StarlarkValue {
    switch (op, left, right) {
    case ("+", .string(let x, let stringLine), .string(let y, _)):
      work += x.utf8.count + y.utf8.count
      return work > Self.maximumWork
        ? .unknown(reason: "the string grows too large", line: line) : .string(x + y, line: stringLine)
    case ("+", .int(let x), .int(let y)): return .int(x &+ y)
    case ("-", .int(let x), .int(let y)): return .int(x &- y)
    case ("*", .int(let x), .int(let y)): return .int(x &* y)
    case ("//", .int(let x), .int(let y)) where y != 0: return .int(x / y)
    case ("+", .list(let x), .list(let y)):
      work += x.count + y.count
      return work > Self.maximumWork ? .unknown(reason: "the list grows too large", line: line) : .list(x + y)
    case ("|", .dict(let x), .dict(let y)), ("+", .dict(let x), .dict(let y)): return .dict(x + y)
    // A list plus something unknown keeps what is known, with the unknown part in it for the reader to report.
    case ("+", .list(let x), .unknown), ("|", .list(let x), .unknown): return .list(x + [right])
    case ("+", .unknown, .list(let y)), ("|", .unknown, .list(let y)): return .list([left] + y)
    case ("%", .string(let format, let stringLine), _): return percentFormat(format, right, line: stringLine)
    case ("*", .list(let items), .int(let count)), ("*", .int(let count), .list(let items)):
      guard count >= 0, items.count * count < 100_000 else { break }
      return .list(Array(repeating: items, count: count).flatMap { $0 })
    case ("==", _, _), ("!=", _, _):
      if case .unknown = left { return left }
      if case .unknown = right { return right }
      return .bool(Self.equal(left, right) == (op == "=="))
    case ("in", _, _), ("not in", _, _):
      let found: Bool
      switch right {
      case .list(let items): found = items.contains { Self.equal($0, left) }
      case .dict(let entries): found = entries.contains { Self.equal($0.key, left) }
      case .string(let text, _):
        guard let part = left.asString else { return .unknown(reason: "'in' is not evaluated here", line: line) }
        found = text.contains(part)
      default: return unknownUnlessUnknown(right, "'in' is not evaluated here", line: line)
      }
      return .bool(found == (op == "in"))
    case ("<", .int(let x), .int(let y)): return .bool(x < y)
    case (">", .int(let x), .int(let y)): return .bool(x > y)
    case ("<=", .int(let x), .int(let y)): return .bool(x <= y)
    case (">=", .int(let x), .int(let y)): return .bool(x >= y)
    default: break
    }
    if case .unknown = left { return left }
    if case .unknown = right { return right }
    return .unknown(reason: "the operator '\(op)' is not evaluated on these values", line: line)
  }

  /// `"%s_%s" % (a, b)`: `%s`, `%d`, `%r` and `%%`.
  private func percentFormat(_ format: String, _ arguments: StarlarkValue, line: Int) -> StarlarkValue {
    var values: [StarlarkValue]
    if case .list(let items) = arguments { values = items } else { values = [arguments] }
    var result = ""
    var characters = format.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      guard let directive = characters.next() else { break }
      if directive == "%" {
        result.append("%")
        continue
      }
      guard !values.isEmpty, let text = Self.display(values.removeFirst()) else {
        return .unknown(reason: "a '%' format is not evaluated", line: line)
      }
      result += text
    }
    return .string(result, line: line)
  }

  /// How `str()` shows a value; nil for unknown values.
  static func display(_ value: StarlarkValue) -> String? {
    switch value {
    case .string(let text, _): return text
    case .int(let number): return String(number)
    case .bool(let flag): return flag ? "True" : "False"
    case .none: return "None"
    case .list(let items):
      let parts = items.map { item -> String? in
        if case .string(let text, _) = item { return "\"\(text)\"" }
        return display(item)
      }
      guard parts.allSatisfy({ $0 != nil }) else { return nil }
      return "[" + parts.compactMap { $0 }.joined(separator: ", ") + "]"
    default: return nil
    }
  }

  // MARK: Calls

  private mutating func call(_ calleeExpr: StarlarkExpr, _ arguments: [StarlarkArgument], line: Int) -> StarlarkValue {
    let callee: StarlarkValue
    if case .name(let name, _) = calleeExpr, lookUpScoped(name) == nil, globals[name] == nil, loaded[name] == nil,
      !Self.builtins.contains(name), !["True", "False", "None"].contains(name)
    {
      callee = .function(.native(name))
    } else {
      callee = evaluate(calleeExpr)
    }
    var positional: [StarlarkValue] = []
    var named: [String: StarlarkValue] = [:]
    for argument in arguments {
      let value = evaluate(argument.value)
      if let name = argument.name {
        named[name] = value
      } else if argument.unpacking == nil {
        positional.append(value)
      } else {
        return .unknown(reason: "a call with unpacked arguments is not evaluated", line: line)
      }
    }
    guard case .function(let function) = callee else {
      return unknownUnlessUnknown(callee, "this call is not evaluated", line: line)
    }
    switch function {
    case .builtin(let name):
      return builtin(name, positional, named, line: line)
    case .method(let receiver, let name):
      return method(receiver, name, positional, named, line: line)
    case .native(let name):
      return .unknown(reason: "the value of \(name)() is not evaluated", line: line)
    case .loaded(let original, let file):
      return .unknown(reason: "the value of \(original)() from \(file) is not evaluated", line: line)
    }
  }

  private mutating func builtin(
    _ name: String, _ positional: [StarlarkValue], _ named: [String: StarlarkValue], line: Int
  ) -> StarlarkValue {
    let first = positional.first
    switch name {
    case "glob":
      let includeValue = named["include"] ?? first ?? .list([])
      let excludeValue = named["exclude"] ?? (positional.count > 1 ? positional[1] : .list([]))
      let include = includeValue.elements.compactMap(\.asString)
      let exclude = excludeValue.elements.compactMap(\.asString)
      if !includeValue.unknownParts.isEmpty || !excludeValue.unknownParts.isEmpty {
        return .unknown(reason: "the patterns of a glob() are not known", line: line)
      }
      let excludeDirectories = named["exclude_directories"].map { Self.equal($0, .int(1)) } ?? true
      return .list(glob(include, exclude, excludeDirectories).map { .string($0, line: line) })
    case "select":
      selectLines.append(line)
      guard case .dict(let entries)? = first else {
        return unknownUnlessUnknown(first ?? .none, "a select() without a dict is not evaluated", line: line)
      }
      return Self.merged(entries.map(\.value), line: line)
    case "package_name": return .string(packageName, line: line)
    case "repository_name": return .string("@", line: line)
    case "Label": return first ?? .none
    case "depset": return named["direct"] ?? first ?? .list([])
    case "len":
      switch first {
      case .list(let items)?: return .int(items.count)
      case .dict(let entries)?: return .int(entries.count)
      case .string(let text, _)?: return .int(text.count)
      default: break
      }
    case "str":
      if let value = first, let text = Self.display(value) { return .string(text, line: line) }
    case "int":
      if case .int? = first { return first! }
      if let text = first?.asString, let number = Int(text) { return .int(number) }
    case "bool":
      if let truth = first?.truthiness { return .bool(truth) }
    case "list", "tuple":
      if let value = first { return .list(iterable(value)) }
      return .list([])
    case "dict":
      var entries: [(key: StarlarkValue, value: StarlarkValue)] = []
      if case .dict(let existing)? = first { entries = existing }
      for (key, value) in named.sorted(by: { $0.key < $1.key }) { entries.append((.string(key, line: line), value)) }
      return .dict(entries)
    case "sorted":
      guard let value = first else { break }
      let items = iterable(value)
      if items.allSatisfy({ $0.asString != nil }) {
        return .list(items.sorted { $0.asString! < $1.asString! })
      }
      return .list(items)
    case "reversed":
      if let value = first { return .list(iterable(value).reversed()) }
    case "enumerate":
      if let value = first { return .list(iterable(value).enumerated().map { .list([.int($0.offset), $0.element]) }) }
    case "zip":
      let lists = positional.map(iterable)
      let count = lists.map(\.count).min() ?? 0
      return .list((0..<count).map { index in .list(lists.map { $0[index] }) })
    case "range":
      let numbers = positional.compactMap { value -> Int? in
        if case .int(let number) = value { return number }
        return nil
      }
      guard numbers.count == positional.count, !numbers.isEmpty else { break }
      let (low, high) = numbers.count == 1 ? (0, numbers[0]) : (numbers[0], numbers[1])
      guard high - low < 100_000 else { break }
      return .list(low < high ? (low..<high).map { .int($0) } : [])
    case "any", "all":
      guard let value = first else { break }
      let truths = iterable(value).map(\.truthiness)
      guard truths.allSatisfy({ $0 != nil }) else { break }
      return .bool(name == "any" ? truths.contains(true) : !truths.contains(false))
    case "type":
      switch first {
      case .string?: return .string("string", line: line)
      case .int?: return .string("int", line: line)
      case .bool?: return .string("bool", line: line)
      case .list?: return .string("list", line: line)
      case .dict?: return .string("dict", line: line)
      case .none?: return .string("NoneType", line: line)
      default: break
      }
    case "print": return .none
    default: break
    }
    if let unknown = positional.first(where: { if case .unknown = $0 { true } else { false } }) { return unknown }
    return .unknown(reason: "\(name)() is not evaluated here", line: line)
  }

  /// What `select` stands for: the values of every branch, lists concatenated (each once), the one value all
  /// branches share, or the list of the strings they differ by.
  static func merged(_ branches: [StarlarkValue], line: Int) -> StarlarkValue {
    if branches.allSatisfy({ if case .list = $0 { true } else if case .none = $0 { true } else { false } }) {
      var seen: [StarlarkValue] = []
      for item in branches.flatMap(\.elements) where !seen.contains(where: { equal($0, item) }) {
        seen.append(item)
      }
      return .list(seen)
    }
    if let first = branches.first, branches.allSatisfy({ equal($0, first) }) { return first }
    // Labels that differ by configuration (`test_host = select(...)`): each of them.
    if branches.allSatisfy({ $0.asString != nil }) { return merged(branches.map { .list([$0]) }, line: line) }
    return .unknown(reason: "the branches of a select() differ and are not lists", line: line)
  }

  private func method(
    _ receiver: StarlarkValue, _ name: String, _ positional: [StarlarkValue], _ named: [String: StarlarkValue],
    line: Int
  ) -> StarlarkValue {
    let strings = positional.compactMap(\.asString)
    switch (receiver, name) {
    case (.string(let text, let stringLine), _):
      switch name {
      case "format":
        var result = text
        var position = positional.makeIterator()
        while let range = result.range(of: "{}") {
          guard let value = position.next(), let shown = Self.display(value) else { break }
          result.replaceSubrange(range, with: shown)
        }
        for (key, value) in named {
          guard let shown = Self.display(value) else { continue }
          result = result.replacingOccurrences(of: "{\(key)}", with: shown)
        }
        for (offset, value) in positional.enumerated() {
          guard let shown = Self.display(value) else { continue }
          result = result.replacingOccurrences(of: "{\(offset)}", with: shown)
        }
        return .string(result, line: stringLine)
      case "join":
        guard let value = positional.first else { break }
        let parts = iterable(value).compactMap(\.asString)
        return .string(parts.joined(separator: text), line: stringLine)
      case "replace" where strings.count >= 2:
        return .string(text.replacingOccurrences(of: strings[0], with: strings[1]), line: stringLine)
      case "lower": return .string(text.lowercased(), line: stringLine)
      case "upper": return .string(text.uppercased(), line: stringLine)
      case "strip", "rstrip", "lstrip":
        return .string(Self.stripped(text, name, characters: strings.first), line: stringLine)
      case "startswith" where !strings.isEmpty: return .bool(text.hasPrefix(strings[0]))
      case "endswith" where !strings.isEmpty: return .bool(text.hasSuffix(strings[0]))
      case "removeprefix" where !strings.isEmpty:
        return .string(text.hasPrefix(strings[0]) ? String(text.dropFirst(strings[0].count)) : text, line: stringLine)
      case "removesuffix" where !strings.isEmpty:
        return .string(text.hasSuffix(strings[0]) ? String(text.dropLast(strings[0].count)) : text, line: stringLine)
      case "split", "rsplit":
        let separator = strings.first
        let parts =
          separator.map { text.components(separatedBy: $0) }
          ?? text.split(whereSeparator: \.isWhitespace).map(String.init)
        return .list(parts.map { .string($0, line: stringLine) })
      default: break
      }
    case (.dict(let entries), _):
      switch name {
      case "get":
        guard let key = positional.first else { break }
        return entries.last { Self.equal($0.key, key) }?.value ?? (positional.count > 1 ? positional[1] : .none)
      case "keys": return .list(entries.map(\.key))
      case "values": return .list(entries.map(\.value))
      case "items": return .list(entries.map { .list([$0.key, $0.value]) })
      default: break
      }
    case (.list(let items), "index"):
      if let value = positional.first, let index = items.firstIndex(where: { Self.equal($0, value) }) {
        return .int(index)
      }
    default: break
    }
    return .unknown(reason: "the method .\(name)() is not evaluated here", line: line)
  }

  private static func stripped(_ text: String, _ kind: String, characters: String?) -> String {
    let strip: (Character) -> Bool = { character in
      characters.map { $0.contains(character) } ?? character.isWhitespace
    }
    var result = Substring(text)
    if kind != "rstrip" { result = result.drop(while: strip) }
    if kind != "lstrip" {
      while let last = result.last, strip(last) { result = result.dropLast() }
    }
    return String(result)
  }
}
