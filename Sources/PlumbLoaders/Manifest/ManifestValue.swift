import PlumbModel

/// What an expression of a manifest evaluates to. The static reader never runs the manifest: it folds the
/// syntax into these values, keeping PackageDescription calls (`.target(name:)`) as uninterpreted `call`s that
/// the decoder maps onto the declared model afterwards.
indirect enum ManifestValue: CustomStringConvertible {
  case string(String, Location?)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case null
  case array([ManifestValue])
  case dictionary([(key: ManifestValue, value: ManifestValue)])
  /// A PackageDescription call or enum case with arguments: `Package(...)`, `.target(name:)`, `.iOS(.v17)`.
  case call(ManifestCall)
  /// An enum case without arguments (`.iOS`, `.v13`, `.debug`), or a case of an enum the manifest declares.
  case member(String, rawValue: String?)
  /// `"1.0.0"..<"2.0.0"` (closed: `...`).
  case range(ManifestValue, ManifestValue, closed: Bool)
  case closure(ManifestClosure)
  /// `\.name`.
  case keyPath([String])
  /// `ProcessInfo.processInfo.environment` or `Context.environment`: unknowable at analysis time.
  case environment
  /// Something the evaluator could not work out; a warning was recorded where it happened.
  case unknown

  /// Unknown, or one of several values the evaluator could not choose between (`ManifestCall.undecided`).
  var isUnknown: Bool {
    if case .unknown = self { return true }
    if case .call(let call) = self, call.isUndecided { return true }
    return false
  }

  var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  var stringValue: String? {
    switch self {
    case .string(let text, _): text
    case .member(let name, let rawValue): rawValue ?? name
    default: nil
    }
  }

  var arrayValue: [ManifestValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  var callValue: ManifestCall? {
    if case .call(let call) = self { return call }
    return nil
  }

  /// Value equality for `==` in manifests; locations do not count.
  func isEqual(to other: ManifestValue) -> Bool? {
    switch (self, other) {
    case (.string(let a, _), .string(let b, _)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    case (.null, .unknown), (.unknown, .null), (.unknown, .unknown): return nil
    case (.null, _), (_, .null): return false
    case (.member(let a, _), .member(let b, _)): return a == b
    case (.call(let a), .call(let b)):
      // `.configuration("Dev")` made twice: the same call with equal arguments is the same value; calls of
      // different names may still make equal values, so they cannot be told apart.
      guard !a.isUndecided, !b.isUndecided, a.name == b.name, a.labels == b.labels else { return nil }
      return Self.allEqual(a.arguments.map(\.value), b.arguments.map(\.value))
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      return Self.allEqual(a, b)
    default: return nil
    }
  }

  /// Element by element: false at the first pair that differs, nil when a pair cannot be compared.
  private static func allEqual(_ a: [ManifestValue], _ b: [ManifestValue]) -> Bool? {
    for (x, y) in zip(a, b) {
      guard let same = x.isEqual(to: y) else { return nil }
      if !same { return false }
    }
    return true
  }

  var description: String {
    switch self {
    case .string(let text, _): "\"\(text)\""
    case .int(let value): "\(value)"
    case .double(let value): "\(value)"
    case .bool(let value): "\(value)"
    case .null: "nil"
    case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let pairs): "[" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    case .call(let call): call.description
    case .member(let name, _): ".\(name)"
    case .range(let lower, let upper, let closed): "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .closure: "{ closure }"
    case .keyPath(let path): "\\." + path.joined(separator: ".")
    case .environment: "environment"
    case .unknown: "<unknown>"
    }
  }
}

/// A call kept as data: its name (`target`, `Package`), the type it was called on when written (`Target`), its
/// arguments in order, and where it is written.
struct ManifestCall: CustomStringConvertible {
  struct Argument {
    var label: String?
    var value: ManifestValue
  }

  var name: String
  var arguments: [Argument]
  var location: Location?

  subscript(label: String) -> ManifestValue? {
    get { arguments.first { $0.label == label }?.value }
    set {
      if let index = arguments.firstIndex(where: { $0.label == label }) {
        if let newValue { arguments[index].value = newValue } else { arguments.remove(at: index) }
      } else if let newValue {
        arguments.append(Argument(label: label, value: newValue))
      }
    }
  }

  /// The unlabelled arguments, in order.
  var positional: [ManifestValue] {
    arguments.filter { $0.label == nil }.map(\.value)
  }

  var labels: [String?] { arguments.map(\.label) }

  /// The value of an `if` whose condition plumb cannot evaluate: one of `branches`, unknown which. Nothing is
  /// declared from it; questions of the kind "does the manifest name this package anywhere" take the union.
  static func undecided(_ branches: [ManifestValue], location: Location?) -> ManifestCall {
    ManifestCall(name: undecidedName, arguments: branches.map { Argument(label: nil, value: $0) }, location: location)
  }

  static let undecidedName = "<one of>"

  var isUndecided: Bool { name == Self.undecidedName }

  /// As written: `.target(name: "A")` for a case or static function, `Range(...)` for an initialiser, `(a, b)` for
  /// a tuple.
  var description: String {
    let callee = name == "tuple" ? "" : name.first?.isUppercase == true ? name : ".\(name)"
    return "\(callee)("
      + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }
      .joined(separator: ", ") + ")"
  }
}
