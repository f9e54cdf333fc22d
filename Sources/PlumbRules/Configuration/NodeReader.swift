import PlumbModel
import Yams

/// Walks the YAML node tree of one configuration file, building the configuration and collecting every problem
/// with its line and column.
struct NodeReader {
  let file: String
  let knownRules: [any Rule.Type]
  private(set) var diagnostics: [Diagnostic] = []
  /// Values read (entries, items, scalars) and comparisons made: the reader's work, for the tests.
  private(set) var steps = 0
  /// The most values it reads. A YAML alias repeats its node wherever it is used, so a text can ask for far more
  /// values than it holds (a thousand layers that are one alias, each with a thousand modules): past this, the
  /// reader stops (the loader sets it from the length of the text).
  var limit = Int.max
  private var exhausted = false

  init(file: String, knownRules: [any Rule.Type]) {
    self.file = file
    self.knownRules = knownRules
  }

  static let topLevelKeys = [
    "extends", "include", "exclude", "layers", "rules", "forbidden", "allowed", "required", "ignore", "strict", "packages-path",
    "include-submodules",
  ]

  /// The configuration written in this file, the top-level keys it writes, and what it extends.
  mutating func readDocument(_ root: Node) -> (Configuration, Set<String>, [(String, Location)]) {
    var configuration = Configuration()
    var written = Set<String>()
    var extends: [(String, Location)] = []
    guard let entries = mapping(root, "the configuration") else { return (configuration, written, extends) }
    for (key, keyNode, value) in entries {
      written.insert(key)
      switch key {
      case "extends":
        extends = strings(value, "'extends'").map { ($0.value, $0.location) }
      case "include": configuration.include = strings(value, "'include'").map { Glob($0.value) }
      case "exclude": configuration.exclude = strings(value, "'exclude'").map { Glob($0.value) }
      case "layers": configuration.layers = readLayers(value)
      case "rules": configuration.rules = readRules(value)
      case "forbidden", "allowed", "required":
        let policies = readPolicies(value, key)
        switch key {
        case "forbidden": configuration.forbidden = policies
        case "allowed": configuration.allowed = policies
        default: configuration.required = policies
        }
      case "ignore": configuration.ignores = readIgnores(value)
      case "strict": configuration.strict = boolean(value, "'strict'") ?? false
      case "packages-path": configuration.packagesPath = string(value, "'packages-path'")
      case "include-submodules": configuration.includeSubmodules = boolean(value, "'include-submodules'") ?? false
      default: unknownKey(key, at: keyNode, among: Self.topLevelKeys, in: "the configuration")
      }
    }
    return (configuration, written, extends)
  }

  // MARK: Sections

  private mutating func readLayers(_ node: Node) -> [Layer] {
    guard let items = sequence(node, "'layers'") else { return [] }
    var layers: [Layer] = []
    var names = Set<String>()
    for item in items {
      guard let entries = mapping(item, "a layer") else { continue }
      var layer = Layer(name: "", location: location(item))
      for (key, keyNode, value) in entries {
        switch key {
        case "name": layer.name = string(value, "a layer's 'name'") ?? ""
        case "modules": layer.modules = strings(value, "a layer's 'modules'").map { Glob($0.value) }
        case "paths": layer.paths = strings(value, "a layer's 'paths'").map { Glob($0.value) }
        case "roles": (layer.roles, layer.typeRoles) = roles(value, "a layer's 'roles'")
        case "types": layer.types = strings(value, "a layer's 'types'").map { Glob($0.value) }
        case "independent": layer.independent = boolean(value, "'independent'") ?? false
        default:
          unknownKey(key, at: keyNode, among: ["name", "modules", "paths", "roles", "types", "independent"], in: "a layer")
        }
      }
      if layer.name.isEmpty {
        error("a layer needs a 'name'", at: location(item))
        continue
      }
      steps += 1
      guard names.insert(layer.name).inserted else {
        error("layer '\(layer.name)' is declared twice", at: location(item))
        continue
      }
      if layer.modules.isEmpty && layer.paths.isEmpty && layer.roles.isEmpty && layer.types.isEmpty
        && layer.typeRoles.isEmpty
      {
        error(
          "layer '\(layer.name)' needs 'modules', 'paths', 'roles' or 'types' to say what it holds", at: location(item))
      }
      layers.append(layer)
    }
    return layers
  }

  private mutating func readRules(_ node: Node) -> [String: Configuration.RuleSettings] {
    guard let entries = mapping(node, "'rules'") else { return [:] }
    var result: [String: Configuration.RuleSettings] = [:]
    for (id, keyNode, value) in entries {
      guard let rule = knownRules.first(where: { $0.info.id == id }) else {
        // A built-in preset names built-in rules: one a run leaves out (a pinned or custom rule list) is off.
        if file.hasPrefix("preset:"), RuleRegistry.rule(id: id) != nil { continue }
        let hint = Suggestion.didYouMean(id, among: knownRules.map { $0.info.id })
        warning("unknown rule '\(id)'\(hint)", at: location(keyNode))
        continue
      }
      var settings = Configuration.RuleSettings(location: location(keyNode))
      if value.null != nil {  // `no-cycles:` alone turns the rule on at its default severity
        result[id] = settings
        continue
      }
      if value.scalar != nil {  // `no-cycles: warning`
        settings.severity = severity(value)
        result[id] = settings
        continue
      }
      guard let options = mapping(value, "the settings of '\(id)'") else { continue }
      for (key, optionKey, optionValue) in options {
        if key == "severity" {
          settings.severity = severity(optionValue)
          continue
        }
        guard let parameter = rule.parameters.first(where: { $0.name == key }) else {
          unknownKey(key, at: optionKey, among: ["severity"] + rule.parameters.map(\.name), in: "rule '\(id)'")
          continue
        }
        if let parsed = parameterValue(optionValue, as: parameter, rule: id) { settings.parameters[key] = parsed }
      }
      result[id] = settings
    }
    return result
  }

  private mutating func readPolicies(_ node: Node, _ section: String) -> [DependencyPolicy] {
    guard let items = sequence(node, "'\(section)'") else { return [] }
    var policies: [DependencyPolicy] = []
    for item in items {
      guard let entries = mapping(item, "an entry of '\(section)'") else { continue }
      var policy = DependencyPolicy(location: location(item))
      var sides = Set<String>()
      for (key, keyNode, value) in entries {
        switch key {
        case "name": policy.name = string(value, "'name'")
        case "comment": policy.comment = string(value, "'comment'")
        case "severity": policy.severity = severity(value) ?? nil
        case "from":
          policy.from = readMatcher(value, "'from'")
          sides.insert(key)
        case "to":
          policy.to = readMatcher(value, "'to'")
          sides.insert(key)
        default:
          unknownKey(
            key, at: keyNode, among: ["name", "comment", "severity", "from", "to"], in: "an entry of '\(section)'")
        }
      }
      for side in ["from", "to"] where !sides.contains(side) {
        error("an entry of '\(section)' needs '\(side)'", at: location(item))
      }
      policies.append(policy)
    }
    return policies
  }

  private mutating func readMatcher(_ node: Node, _ what: String) -> ModuleMatcher {
    var matcher = ModuleMatcher()
    guard let entries = mapping(node, what) else { return matcher }
    for (key, keyNode, value) in entries {
      switch key {
      case "module", "modules": matcher.modules = strings(value, "'\(key)'").map { Glob($0.value) }
      case "path", "paths": matcher.paths = strings(value, "'\(key)'").map { Glob($0.value) }
      case "layer", "layers": matcher.layers = strings(value, "'\(key)'").map(\.value)
      case "role", "roles": (matcher.roles, matcher.typeRoles) = roles(value, "'\(key)'")
      case "type", "types": matcher.types = strings(value, "'\(key)'").map { Glob($0.value) }
      default: unknownKey(key, at: keyNode, among: ["module", "path", "layer", "role", "type"], in: what)
      }
    }
    return matcher
  }

  private mutating func readIgnores(_ node: Node) -> [IgnoreEntry] {
    guard let items = sequence(node, "'ignore'") else { return [] }
    var ignores: [IgnoreEntry] = []
    for item in items {
      guard let entries = mapping(item, "an entry of 'ignore'") else { continue }
      var rule: String?
      var modules: [Glob] = []
      var paths: [Glob] = []
      var reason: String?
      for (key, keyNode, value) in entries {
        switch key {
        case "rule": rule = string(value, "'rule'")
        case "module", "modules": modules = strings(value, "'\(key)'").map { Glob($0.value) }
        case "path", "paths": paths = strings(value, "'\(key)'").map { Glob($0.value) }
        case "reason": reason = string(value, "'reason'")
        default: unknownKey(key, at: keyNode, among: ["rule", "module", "path", "reason"], in: "an entry of 'ignore'")
        }
      }
      guard let rule else {
        error("an entry of 'ignore' needs 'rule'", at: location(item))
        continue
      }
      guard let reason, !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
        error("an entry of 'ignore' needs a 'reason': say why the finding is accepted", at: location(item))
        continue
      }
      if !rule.contains("*"), !knownRules.contains(where: { $0.info.id == rule }) {
        let hint = Suggestion.didYouMean(rule, among: knownRules.map { $0.info.id })
        warning("'ignore' names unknown rule '\(rule)'\(hint)", at: location(item))
      }
      ignores.append(
        IgnoreEntry(rule: Glob(rule), modules: modules, paths: paths, reason: reason, location: location(item)))
    }
    return ignores
  }

  // MARK: Values

  /// A layer's or matcher's `roles`: module roles (`app`, `library`) and type roles (`viewModel`, `service`) side
  /// by side.
  private mutating func roles(_ node: Node, _ what: String) -> ([ModuleRole], [Role]) {
    var modules: [ModuleRole] = []
    var types: [Role] = []
    for role in strings(node, what) {
      if let parsed = ModuleRole(rawValue: role.value) {
        modules.append(parsed)
      } else if let parsed = Role(rawValue: role.value), parsed != .none {
        types.append(parsed)
      } else {
        let roles = ModuleRole.allCases.map(\.rawValue) + Role.allCases.filter { $0 != .none }.map(\.rawValue)
        let hint = Suggestion.didYouMean(role.value, among: roles)
        error("unknown role '\(role.value)'\(hint); roles: \(roles.joined(separator: ", "))", at: role.location)
      }
    }
    return (modules, types)
  }

  /// `error`, `warning`, `note`, or `off` (nil inside).
  private mutating func severity(_ node: Node) -> Severity?? {
    guard let text = string(node, "a severity") else { return nil }
    if text == "off" { return .some(nil) }
    if let severity = Severity(rawValue: text) { return severity }
    error("unknown severity '\(text)'; use error, warning, note or off", at: location(node))
    return nil
  }

  private mutating func parameterValue(_ node: Node, as parameter: RuleParameter, rule: String) -> ParameterValue? {
    let value: ParameterValue?
    switch parameter.kind {
    case .integer: value = node.scalar != nil ? node.int.map(ParameterValue.integer) : nil
    case .number: value = node.scalar != nil ? node.float.map(ParameterValue.number) : nil
    case .boolean: value = node.scalar != nil ? node.bool.map(ParameterValue.boolean) : nil
    case .string: value = node.scalar.map { .string($0.string) }
    case .strings:
      if let scalar = node.scalar {
        value = .strings([scalar.string])
      } else if let items = node.sequence, items.allSatisfy({ $0.scalar != nil }) {
        value = .strings(items.map { $0.scalar!.string })
      } else {
        value = nil
      }
    }
    if value == nil {
      error("option '\(parameter.name)' of rule '\(rule)' must be \(Self.article(parameter.kind))", at: location(node))
    }
    return value
  }

  private static func article(_ kind: RuleParameter.Kind) -> String {
    switch kind {
    case .integer: "an integer"
    case .number: "a number"
    case .boolean: "true or false"
    case .string: "a string"
    case .strings: "a list of strings"
    }
  }

  private mutating func mapping(_ node: Node, _ what: String) -> [(String, Node, Node)]? {
    guard let mapping = node.mapping else {
      error("\(what) must be a mapping of keys to values", at: location(node))
      return nil
    }
    guard mayRead(mapping.count, at: node) else { return nil }
    var result: [(String, Node, Node)] = []
    for (key, value) in mapping {
      guard let name = key.scalar?.string else {
        error("keys in \(what) must be plain words", at: location(key))
        continue
      }
      result.append((name, key, value))
    }
    return result
  }

  private mutating func sequence(_ node: Node, _ what: String) -> [Node]? {
    guard let items = node.sequence else {
      error("\(what) must be a list", at: location(node))
      return nil
    }
    guard mayRead(items.count, at: node) else { return nil }
    return Array(items)
  }

  private mutating func string(_ node: Node, _ what: String) -> String? {
    steps += 1
    guard let scalar = node.scalar else {
      error("\(what) must be a single value", at: location(node))
      return nil
    }
    return scalar.string
  }

  private mutating func boolean(_ node: Node, _ what: String) -> Bool? {
    guard node.scalar != nil, let value = node.bool else {
      error("\(what) must be true or false", at: location(node))
      return nil
    }
    return value
  }

  /// A single string or a list of strings, each with its location.
  private mutating func strings(_ node: Node, _ what: String) -> [(value: String, location: Location)] {
    guard mayRead(1 + (node.sequence?.count ?? 0), at: node) else { return [] }
    if let scalar = node.scalar { return [(scalar.string, location(node))] }
    guard let items = node.sequence else {
      error("\(what) must be a string or a list of strings", at: location(node))
      return []
    }
    var result: [(value: String, location: Location)] = []
    for item in items {
      guard let scalar = item.scalar else {
        error("\(what) must be a string or a list of strings", at: location(item))
        continue
      }
      result.append((scalar.string, location(item)))
    }
    return result
  }

  /// Whether reading may go on after `count` more values: false once past `limit`, said once.
  private mutating func mayRead(_ count: Int, at node: Node) -> Bool {
    steps += count
    guard steps > limit else { return true }
    if !exhausted {
      exhausted = true
      error(
        "YAML aliases repeat values here so often that the configuration would read as more than \(limit) values; it "
          + "is not read", at: location(node))
    }
    return false
  }

  // MARK: Problems

  func location(_ node: Node) -> Location {
    guard let mark = node.mark else { return Location(file: file) }
    return Location(file: file, line: mark.line, column: mark.column)
  }

  private mutating func unknownKey(_ key: String, at node: Node, among known: [String], in what: String) {
    warning("unknown key '\(key)' in \(what)\(Suggestion.didYouMean(key, among: known))", at: location(node))
  }

  mutating func error(_ message: String, at location: Location?) {
    diagnostics.append(Diagnostic(.error, message, at: location))
  }

  mutating func warning(_ message: String, at location: Location?) {
    diagnostics.append(Diagnostic(.warning, message, at: location))
  }
}
