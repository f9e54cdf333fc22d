/// The value of a rule option as written in `.plumb.yml`.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
  case integer(Int)
  case number(Double)
  case boolean(Bool)
  case string(String)
  case strings([String])

  public var description: String {
    switch self {
    case .integer(let value): "\(value)"
    case .number(let value): "\(value)"
    case .boolean(let value): "\(value)"
    case .string(let value): value
    case .strings(let values): "[" + values.joined(separator: ", ") + "]"
    }
  }
}

/// One option a rule takes: its key in `.plumb.yml`, type, default and what it does.
public struct RuleParameter: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case integer, number, boolean, string, strings
  }

  /// kebab-case key (`max-dependencies`).
  public var name: String
  public var kind: Kind
  public var defaultValue: ParameterValue
  public var help: String

  public init(_ name: String, _ kind: Kind, default defaultValue: ParameterValue, help: String) {
    precondition(Self.value(defaultValue, fits: kind), "default of '\(name)' is not a \(kind.rawValue)")
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.help = help
  }

  static func value(_ value: ParameterValue, fits kind: Kind) -> Bool {
    switch (value, kind) {
    case (.integer, .integer), (.number, .number), (.integer, .number), (.boolean, .boolean), (.string, .string),
      (.strings, .strings):
      true
    default: false
    }
  }
}

/// The options a rule runs with: the declared defaults overridden by the configuration.
///
/// The configuration loader has checked every value against the rule's declared `RuleParameter`s, so the typed
/// accessors only fail on a programming error (asking for an option the rule does not declare).
public struct RuleParameterValues: Hashable, Sendable {
  public private(set) var values: [String: ParameterValue]

  public init(declared: [RuleParameter], overrides: [String: ParameterValue] = [:]) {
    var values: [String: ParameterValue] = [:]
    for parameter in declared { values[parameter.name] = parameter.defaultValue }
    for (name, value) in overrides where values[name] != nil { values[name] = value }
    self.values = values
  }

  public func integer(_ name: String) -> Int {
    guard case .integer(let value) = lookUp(name) else { preconditionFailure("option '\(name)' is not an integer") }
    return value
  }

  public func number(_ name: String) -> Double {
    switch lookUp(name) {
    case .number(let value): return value
    case .integer(let value): return Double(value)
    default: preconditionFailure("option '\(name)' is not a number")
    }
  }

  public func boolean(_ name: String) -> Bool {
    guard case .boolean(let value) = lookUp(name) else { preconditionFailure("option '\(name)' is not a boolean") }
    return value
  }

  public func string(_ name: String) -> String {
    guard case .string(let value) = lookUp(name) else { preconditionFailure("option '\(name)' is not a string") }
    return value
  }

  public func strings(_ name: String) -> [String] {
    guard case .strings(let value) = lookUp(name) else { preconditionFailure("option '\(name)' is not a list") }
    return value
  }

  private func lookUp(_ name: String) -> ParameterValue {
    guard let value = values[name] else { preconditionFailure("the rule declares no option '\(name)'") }
    return value
  }
}
