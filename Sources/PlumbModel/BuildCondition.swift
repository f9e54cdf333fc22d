/// Decides whether code under an `#if` condition is compiled for a module, from what its build system defines.
///
/// The scanner records each import's conditions as written (`DEBUG && os(iOS)`, `!(BETA || canImport(UIKit))`,
/// `else`). Three answers: `true` (compiled), `false` (never compiled for that module, in any configuration) and
/// nil (cannot tell: `canImport` of a module the platform does not decide, `hasFeature`, a flag of a module whose
/// flags are unknown). A condition counts when it holds in any configuration (`DEBUG` code and `!DEBUG` code are
/// both compiled, in different configurations). What the compiler itself defines is answered from the build:
/// `SWIFT_PACKAGE` only for SwiftPM targets, `os()`, `arch()`, `targetEnvironment()` and the SDK's modules of
/// `canImport()` from the platforms, `compiler(<5.9)` never on the compilers that build apps today.
public struct BuildCondition: Sendable {
  /// Flags the module's build defines in some configuration; nil when unknown.
  public var definedFlags: Set<String>?
  /// True when `definedFlags` are those of the settings plumb could read, and others may be defined too: a flag
  /// among them holds, any other is unknown.
  public var flagsArePartial: Bool
  /// Flags of each configuration, when known one by one; empty otherwise (then `definedFlags` is the only one).
  public var configurations: [Set<String>]
  /// Platforms the module is built for (`iOS`, `watchOS`, …); empty when unknown.
  public var platforms: Set<String>
  /// Whether SwiftPM builds the module (it defines `SWIFT_PACKAGE`); nil when unknown.
  public var isSwiftPackage: Bool?

  public init(
    definedFlags: Set<String>?, platforms: Set<String>, configurations: [Set<String>] = [], isSwiftPackage: Bool? = nil,
    flagsArePartial: Bool = false
  ) {
    self.definedFlags = definedFlags
    self.flagsArePartial = flagsArePartial
    self.platforms = platforms
    self.configurations = configurations
    self.isSwiftPackage = isSwiftPackage
  }

  public init(_ build: BuildInfo) {
    self.init(
      definedFlags: build.definedConditions.map(Set.init), platforms: Set(build.platforms),
      configurations: (build.configurationConditions ?? []).map(Set.init), isSwiftPackage: build.isSwiftPackage,
      flagsArePartial: build.definedConditionsArePartial == true)
  }

  /// Whether code under the condition is left out only because flags are unknown: the flags plumb read leave it out,
  /// but the build defines flags plumb could not read (a missing configuration file), which may compile it.
  public func dependsOnUnreadFlags(_ text: String?) -> Bool {
    guard flagsArePartial, mayHold(text) else { return false }
    var known = self
    known.flagsArePartial = false
    return !known.mayHold(text)
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

  /// Whether code under the condition can be compiled for the module at all: in some configuration, when the
  /// flags of each are known (`!DEBUG` holds in Release).
  public func mayHold(_ text: String?) -> Bool {
    guard let text else { return true }
    guard !configurations.isEmpty else { return evaluate(text) != false }
    return configurations.contains { flags in
      var one = self
      one.definedFlags = flags
      return one.evaluate(text) != false
    }
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
    case "SWIFT_PACKAGE" where isSwiftPackage != nil: return isSwiftPackage
    default:
      guard let definedFlags else { return nil }
      if definedFlags.contains(name) { return true }
      return flagsArePartial ? nil : false
    }
  }

  func call(_ name: String, _ argument: String) -> Bool? {
    switch name {
    case "os":
      guard !platforms.isEmpty else { return nil }
      if argument == "Linux" || argument == "Windows" || argument == "Android" || argument == "WASI" { return false }
      guard let platform = Self.operatingSystems[argument] else { return nil }
      return platforms.contains(platform)
    case "arch": return architecture(argument)
    case "targetEnvironment": return environment(argument)
    case "canImport": return canImport(argument)
    case "swift": return Self.compare(argument, known: [5, 9])
    case "compiler": return Self.compare(argument, known: [6, 0])
    default:
      // hasFeature, hasAttribute: depend on the flags of the build and the compiler's version.
      return nil
    }
  }

  /// The Apple platforms build for arm64 and x86_64 (devices, simulators, Macs), watchOS also for arm64_32;
  /// nothing else. A module of unknown platforms may be built anywhere.
  private func architecture(_ name: String) -> Bool? {
    guard !platforms.isEmpty else { return nil }
    var possible: Set<String> = ["arm64", "x86_64"]
    if platforms.contains("watchOS") { possible.formUnion(["arm64_32", "armv7k", "i386"]) }
    if platforms.contains("macOS") { possible.insert("arm64e") }
    return possible.contains(name) ? nil : false
  }

  /// A simulator exists for every Apple platform but the Mac; Mac Catalyst only builds what is built for iOS.
  private func environment(_ name: String) -> Bool? {
    guard !platforms.isEmpty else { return nil }
    switch name {
    case "simulator": return platforms == ["macOS"] ? false : nil
    case "macCatalyst": return platforms.contains("iOS") ? nil : false
    default: return nil
    }
  }

  /// Modules of the SDKs, which the platforms decide; any other module depends on what the build can see.
  private func canImport(_ argument: String) -> Bool? {
    guard !platforms.isEmpty else { return nil }
    let module = argument.split(separator: ".").first.map(String.init) ?? argument
    if let only = Self.sdkModules[module] { return platforms.isDisjoint(with: only) ? false : nil }
    if Self.nonAppleModules.contains(module) { return false }
    return nil
  }

  /// SDK modules that exist on some Apple platforms only (UIKit is also Mac Catalyst's, read as iOS).
  static let sdkModules: [String: Set<String>] = [
    "UIKit": ["iOS", "tvOS", "visionOS", "watchOS"], "AppKit": ["macOS"], "WatchKit": ["watchOS"],
    "Cocoa": ["macOS"], "ClockKit": ["watchOS"], "TVUIKit": ["tvOS"], "RealityKit": ["iOS", "macOS", "visionOS"],
    "ARKit": ["iOS", "visionOS"], "CarPlay": ["iOS"], "MessageUI": ["iOS", "visionOS"],
  ]

  /// Modules of platforms apps are never built for.
  static let nonAppleModules: Set<String> = [
    "Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "CRT", "WASILibc", "FoundationNetworking",
    "FoundationXML",
  ]

  /// `swift(>=5.9)`, `compiler(<5)`: versions at or below `known` are what every build of today has; a later one
  /// depends on the compiler and language mode.
  static func compare(_ argument: String, known: [Int]) -> Bool? {
    let isAtLeast = argument.hasPrefix(">=")
    guard isAtLeast || argument.hasPrefix("<") else { return nil }
    let wanted = argument.drop { $0 == ">" || $0 == "=" || $0 == "<" }.split(separator: ".").compactMap { Int($0) }
    guard !wanted.isEmpty else { return nil }
    let padded = wanted + Array(repeating: 0, count: max(0, known.count - wanted.count))
    let isKnown = !known.lexicographicallyPrecedes(padded)  // wanted <= known
    guard isKnown else { return nil }
    return isAtLeast
  }
}
