/// Decides whether code under an `#if` condition is compiled for a module, from what its build settings define.
///
/// The scanner records each import's conditions as written (`DEBUG && os(iOS)`, `!(BETA || canImport(UIKit))`,
/// `else`). Three answers: `true` (compiled), `false` (never compiled for that module, in any configuration) and
/// nil (cannot tell: `canImport`, `targetEnvironment`, a flag of a module whose flags are unknown). Flags count when
/// any configuration defines them, so `DEBUG` code is compiled.
public struct BuildCondition: Sendable {
  /// Flags the module's build defines in some configuration; nil when unknown.
  public var definedFlags: Set<String>?
  /// Platforms the module is built for (`iOS`, `watchOS`, …); empty when unknown.
  public var platforms: Set<String>

  public init(definedFlags: Set<String>?, platforms: Set<String>) {
    self.definedFlags = definedFlags
    self.platforms = platforms
  }

  public init(_ build: BuildInfo) {
    self.init(definedFlags: build.definedConditions.map(Set.init), platforms: Set(build.platforms))
  }

  /// `os(...)` names and the platforms they stand for (`iOS` is also true for Mac Catalyst, which plumb reads as
  /// iOS).
  static let operatingSystems: [String: String] = [
    "iOS": "iOS", "macOS": "macOS", "OSX": "macOS", "watchOS": "watchOS", "tvOS": "tvOS", "visionOS": "visionOS",
    "xrOS": "visionOS",
  ]

  /// Evaluates a condition written as text; `else` (a bare `#else` of an `#if` with no other clause) is unknown.
  public func evaluate(_ text: String) -> Bool? {
    guard var parser = Parser(tokens: Self.tokens(of: text), condition: self),
      let value = parser.parseOr(), parser.isAtEnd
    else { return nil }
    return value.result
  }

  /// Whether code under the condition can be compiled for the module at all.
  public func mayHold(_ text: String?) -> Bool {
    guard let text else { return true }
    return evaluate(text) != false
  }

  // MARK: Parsing

  enum Token: Equatable {
    case identifier(String)
    case call(String, String)  // name(argument text)
    case and, or, not, open, close
  }

  static func tokens(of text: String) -> [Token]? {
    var tokens: [Token] = []
    let characters = Array(text)
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c.isWhitespace {
        i += 1
      } else if c == "(" {
        tokens.append(.open)
        i += 1
      } else if c == ")" {
        tokens.append(.close)
        i += 1
      } else if c == "!" {
        tokens.append(.not)
        i += 1
      } else if c == "&" || c == "|" {
        guard i + 1 < characters.count, characters[i + 1] == c else { return nil }
        tokens.append(c == "&" ? .and : .or)
        i += 2
      } else if c.isLetter || c == "_" || c.isNumber {
        var j = i
        while j < characters.count, characters[j].isLetter || characters[j].isNumber || characters[j] == "_" {
          j += 1
        }
        let name = String(characters[i..<j])
        var k = j
        while k < characters.count, characters[k].isWhitespace { k += 1 }
        if k < characters.count, characters[k] == "(" {
          var depth = 0
          var end = k
          while end < characters.count {
            if characters[end] == "(" { depth += 1 }
            if characters[end] == ")" {
              depth -= 1
              if depth == 0 { break }
            }
            end += 1
          }
          guard end < characters.count else { return nil }
          let argument = String(characters[(k + 1)..<end]).filter { !$0.isWhitespace }
          tokens.append(.call(name, argument))
          i = end + 1
        } else {
          tokens.append(.identifier(name))
          i = j
        }
      } else {
        return nil
      }
    }
    return tokens
  }

  /// A three-valued result; `nil` inside means unknown.
  struct Value {
    var result: Bool?
  }

  struct Parser {
    var tokens: [Token]
    var position = 0
    let condition: BuildCondition

    init?(tokens: [Token]?, condition: BuildCondition) {
      guard let tokens else { return nil }
      self.tokens = tokens
      self.condition = condition
    }

    var isAtEnd: Bool { position == tokens.count }

    mutating func parseOr() -> Value? {
      guard var left = parseAnd() else { return nil }
      while position < tokens.count, tokens[position] == .or {
        position += 1
        guard let right = parseAnd() else { return nil }
        left = Value(result: Self.or(left.result, right.result))
      }
      return left
    }

    mutating func parseAnd() -> Value? {
      guard var left = parseUnary() else { return nil }
      while position < tokens.count, tokens[position] == .and {
        position += 1
        guard let right = parseUnary() else { return nil }
        left = Value(result: Self.and(left.result, right.result))
      }
      return left
    }

    mutating func parseUnary() -> Value? {
      guard position < tokens.count else { return nil }
      switch tokens[position] {
      case .not:
        position += 1
        return parseUnary().map { Value(result: $0.result.map(!)) }
      case .open:
        position += 1
        guard let inner = parseOr(), position < tokens.count, tokens[position] == .close else { return nil }
        position += 1
        return inner
      case .identifier(let name):
        position += 1
        return Value(result: condition.flag(name))
      case .call(let name, let argument):
        position += 1
        return Value(result: condition.call(name, argument))
      default:
        return nil
      }
    }

    static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
      if a == false || b == false { return false }
      if a == true && b == true { return true }
      return nil
    }

    static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
      if a == true || b == true { return true }
      if a == false && b == false { return false }
      return nil
    }
  }

  func flag(_ name: String) -> Bool? {
    switch name {
    case "true": return true
    case "false": return false
    case "else": return nil
    default:
      guard let definedFlags else { return nil }
      return definedFlags.contains(name)
    }
  }

  func call(_ name: String, _ argument: String) -> Bool? {
    switch name {
    case "os":
      guard !platforms.isEmpty else { return nil }
      if argument == "Linux" || argument == "Windows" || argument == "Android" || argument == "WASI" { return false }
      guard let platform = Self.operatingSystems[argument] else { return nil }
      return platforms.contains(platform)
    case "swift", "compiler":
      // Apps are built with a current compiler; `swift(>=5.9)` holds. `swift(<6)` depends on the language mode.
      return argument.hasPrefix(">=") ? true : nil
    default:
      // canImport, targetEnvironment, arch, hasFeature, hasAttribute: depends on the build.
      return nil
    }
  }
}
