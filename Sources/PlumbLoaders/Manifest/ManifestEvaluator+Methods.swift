import PlumbModel
import SwiftSyntax

extension ManifestEvaluator {
  /// Evaluates an expression that is only looked at (the owner of an array being appended to), without
  /// recording diagnostics a second time.
  func evaluateQuietly(_ expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue {
    let saved = (diagnostics, isIncomplete)
    defer { (diagnostics, isIncomplete) = saved }
    return evaluate(expression, in: scope)
  }

  /// A method called on a value: the collection methods manifests use, and the mutating ones on variables.
  /// The top-level function a method's only argument names (`products(from:)`, `makeTarget`), taking one argument.
  private func referencedFunction(in call: FunctionCallExprSyntax) -> (FunctionDeclSyntax, String?)? {
    guard call.arguments.count == 1, call.trailingClosure == nil,
      let reference = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
    else { return nil }
    let labels: [String?] = reference.argumentNames.map { names in
      names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
    } ?? [nil]
    guard labels.count == 1 else { return nil }
    return userFunction(named: reference.baseName.text, ofType: nil, labels: labels)
  }

  func evaluateMethod(
    _ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax, in scope: ManifestScope
  ) -> ManifestValue {
    // `package.targets.append(.core)`: the element type follows from the array's owner and name.
    var elementType: String? = nil
    if let access = base.as(MemberAccessExprSyntax.self), let owner = access.base,
      ["append", "insert"].contains(name),
      case .call(let ownerCall) = evaluateQuietly(owner, in: scope)
    {
      elementType = argumentType(call: ownerCall.name, label: access.declName.baseName.text)
    }
    // `names.flatMap(products(from:))`: a function of the manifest named as the transform, not a value.
    let function = ["map", "flatMap", "compactMap"].contains(name) ? referencedFunction(in: call) : nil
    let arguments =
      function != nil
      ? [] : withExpectedType(elementType ?? expectedType) { evaluateArguments(call, in: scope) }
    switch name {
    case "append", "insert":
      guard var argument = arguments.first else { return .unknown }
      // `dependencies.append(.analytics)`: the shorthand is shown where it is appended, as in an array literal.
      if isTuist, let written = call.arguments.first?.expression {
        argument.value = restamp(argument.value, writtenAt: written)
      }
      mutate(base, in: scope) { current in
        let addition: ManifestValue = argument.label == "contentsOf" ? argument.value : .array([argument.value])
        if name == "insert", case .array(let existing) = current, case .array(let more) = addition {
          let at: Int = {
            if case .int(let index)? = arguments.first(where: { $0.label == "at" })?.value { return index }
            return 0
          }()
          var elements = existing
          elements.insert(contentsOf: more, at: min(max(at, 0), elements.count))
          current = .array(elements)
        } else {
          current = add(current, addition, at: call)
        }
      }
      return .null
    case "removeFirst" where arguments.isEmpty && isTuist, "removeLast" where arguments.isEmpty && isTuist:
      // `name.removeFirst()` on an array of characters a helper builds a module name from.
      mutate(base, in: scope) { current in
        guard case .array(var elements) = current, !elements.isEmpty else { return }
        if name == "removeFirst" { elements.removeFirst() } else { elements.removeLast() }
        current = .array(elements)
      }
      return .null
    case "removeAll", "remove", "removeFirst", "removeLast":
      warn("'\(name)' on '\(base.trimmedDescription)' is not evaluated", at: call)
      return .null
    default:
      break
    }
    let receiver = evaluate(base, in: scope)
    if receiver.isUnknown { return .unknown }
    if case .null = receiver {
      // ProjectDescription's `Environment.isCI.getBoolean(default: false)` on an unset variable: the default.
      if isTuist, ["getBoolean", "getString"].contains(name),
        let fallback = arguments.first(where: { $0.label == "default" })
      {
        return fallback.value
      }
      return .null  // optional chaining on nil
    }
    let closure: ManifestClosure? = arguments.lazy.compactMap {
      if case .closure(let closure) = $0.value { return closure }
      return nil
    }.first
    let keyPath: [String]? = arguments.lazy.compactMap {
      if case .keyPath(let path) = $0.value { return path }
      return nil
    }.first
    func apply(_ element: ManifestValue) -> ManifestValue {
      if let closure { return invoke(closure, with: [element], at: call) }
      if let function {
        let label = function.0.signature.parameterClause.parameters.first.flatMap {
          $0.firstName.text == "_" ? nil : $0.firstName.text
        }
        return invoke(function.0, ofType: function.1, arguments: [.init(label: label, value: element)], at: call)
      }
      if let keyPath {
        return keyPath.reduce(element) { value, name in
          member(name, of: value) ?? instanceMember(name, of: value) ?? .unknown
        }
      }
      return .unknown
    }
    let hasTransform = closure != nil || keyPath != nil || function != nil
    switch (name, receiver) {
    case ("forEach", .array) where closure != nil:
      // Like a for loop: over a stored array, the closure's parameter stands for the element itself.
      for binding in elementBindings(of: base, in: scope) ?? [] {
        _ = invoke(closure!, binding: [binding], at: call)
      }
      return .null
    case ("map", .array(let elements)) where hasTransform:
      return .array(elements.map(apply))
    case ("map", .string(let text, _)) where hasTransform && isTuist:
      return .array(text.map { apply(.string(String($0), nil)) })  // a string's characters
    case ("compactMap", .array(let elements)) where hasTransform:
      return .array(
        elements.map(apply).filter {
          if case .null = $0 { return false }
          return true
        })
    case ("flatMap", .array(let elements)) where hasTransform:
      var result: [ManifestValue] = []
      for element in elements {
        let mapped = apply(element)
        if let inner = mapped.arrayValue {
          result += inner
        } else if case .null = mapped {
        } else {
          result.append(mapped)
        }
      }
      return .array(result)
    case ("filter", .array(let elements)) where hasTransform:
      var kept: [ManifestValue] = []
      for element in elements {
        switch apply(element) {
        case .bool(true): kept.append(element)
        case .bool(false): break
        default:
          warn("cannot evaluate the filter of '\(firstLine(base))'", at: call)
          return .unknown
        }
      }
      return .array(kept)
    case ("first", .array(let elements)) where hasTransform:
      for element in elements {
        switch apply(element) {
        case .bool(true): return element
        case .bool(false): continue
        default:
          warn("cannot evaluate the predicate of '\(firstLine(call))'", at: call)
          return .unknown
        }
      }
      return .null
    case ("firstIndex", .array(let elements)) where hasTransform:
      // `package.targets.firstIndex(where: { $0.name == "Core" })`, to change that target through its index.
      for (index, element) in elements.enumerated() {
        switch apply(element) {
        case .bool(true): return .int(index)
        case .bool(false): continue
        default:
          warn("cannot evaluate the predicate of '\(firstLine(call))'", at: call)
          return .unknown
        }
      }
      return .null
    case ("contains", .array(let elements)) where hasTransform:
      for element in elements {
        switch apply(element) {
        case .bool(true): return .bool(true)
        case .bool(false): continue
        default: return .unknown
        }
      }
      return .bool(false)
    case ("contains", .array(let elements)) where arguments.count == 1 && !hasTransform:
      let wanted = arguments[0].value
      return .bool(elements.contains { $0.isEqual(to: wanted) == true })
    case ("joined", .array(let elements)) where arguments.isEmpty && !elements.isEmpty
      && elements.allSatisfy({ $0.arrayValue != nil }):
      return .array(elements.flatMap { $0.arrayValue ?? [] })  // an array of arrays, flattened
    case ("joined", .array(let elements)):
      let separator = arguments.first?.value.stringValue ?? ""
      let parts = elements.compactMap(\.stringValue)
      guard parts.count == elements.count else { break }
      return .string(parts.joined(separator: separator), nil)
    case ("sorted", .array(let elements)) where arguments.isEmpty:
      let texts = elements.compactMap(\.stringValue)
      guard texts.count == elements.count else { break }
      return .array(zip(texts, elements).sorted { $0.0 < $1.0 }.map(\.1))
    case ("merging", .dictionary(let pairs)) where !arguments.isEmpty:
      // `Dictionary.merging(_:uniquingKeysWith:)`; without the closure, ProjectDescription's
      // `SettingsDictionary.merging(_:)`, where the other dictionary's values win.
      guard case .dictionary(let others) = arguments[0].value else { break }
      var merged = pairs
      for other in others {
        guard let index = merged.firstIndex(where: { $0.key.isEqual(to: other.key) == true }) else {
          merged.append(other)
          continue
        }
        let kept = merged[index].value
        merged[index].value = closure.map { invoke($0, with: [kept, other.value], at: call) } ?? other.value
      }
      return .dictionary(merged)
    case (_, .dictionary(let pairs)) where isTuist && Self.settingsSetters[name] != nil:
      // ProjectDescription's `SettingsDictionary` setters (`.swiftVersion("6.0")`): the dictionary with the setting.
      let values = arguments.flatMap { $0.value.arrayValue ?? [$0.value] }
      let texts = values.compactMap(\.stringValue)
      guard texts.count == values.count, let key = Self.settingsSetters[name] else { break }
      let setting = ManifestValue.string(texts.joined(separator: " "), nil)
      return .dictionary(pairs.filter { $0.key.stringValue != key } + [(.string(key, nil), setting)])
    case ("reversed", .array(let elements)):
      return .array(elements.reversed())
    case ("appending", .string(let text, let location)) where arguments.count == 1:
      if let more = arguments[0].value.stringValue { return .string(text + more, location) }
    case ("lowercased", .string(let text, _)):
      return .string(text.lowercased(), nil)
    case ("uppercased", .string(let text, _)) where isTuist:
      return .string(text.uppercased(), nil)
    case ("hasPrefix", .string(let text, _)) where arguments.count == 1:
      if let prefix = arguments[0].value.stringValue { return .bool(text.hasPrefix(prefix)) }
    case ("hasSuffix", .string(let text, _)) where arguments.count == 1:
      if let suffix = arguments[0].value.stringValue { return .bool(text.hasSuffix(suffix)) }
    default:
      break
    }
    if let result = instanceMethod(name, of: receiver, arguments: arguments, at: call, call: call, in: scope) {
      return result
    }
    if let result = extensionMethod(name, on: base, receiver: receiver, arguments: arguments, at: call, in: scope) {
      return result
    }
    warn("cannot evaluate '.\(name)(...)' on \(firstLine(base))", at: call)
    return .unknown
  }

  /// ProjectDescription's `SettingsDictionary` methods that set one build setting from strings, and the setting;
  /// the strings are joined by spaces, as the setters join them.
  static let settingsSetters: [String: String] = [
    "swiftVersion": "SWIFT_VERSION",
    "swiftActiveCompilationConditions": "SWIFT_ACTIVE_COMPILATION_CONDITIONS",
    "otherSwiftFlags": "OTHER_SWIFT_FLAGS",
    "otherLinkerFlags": "OTHER_LDFLAGS",
  ]

  /// A method the manifest adds to a PackageDescription or standard type in an extension, called on a value of that
  /// type (swift-testing's `result.appendFeatureFlags()` on its `[SwiftSetting]`): the body runs with `self` bound
  /// to the value, and a `mutating` method's changes to `self` are written back to what it was called on.
  func extensionMethod(
    _ name: String, on base: ExprSyntax, receiver: ManifestValue, arguments: [ManifestCall.Argument],
    at call: FunctionCallExprSyntax, in scope: ManifestScope
  ) -> ManifestValue? {
    guard let typeName = extendedTypeName(of: receiver),
      let (function, owner) = overloads(named: name, ofType: typeName, labels: arguments.map(\.label)).first,
      !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return nil }
    let isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    var changed: ManifestValue?
    let result = invoke(
      function, ofType: owner, arguments: arguments, at: call, selfValue: receiver,
      finalSelf: isMutating ? { changed = $0 } : nil)
    if let changed { mutate(base, in: scope) { $0 = changed } }
    return result
  }
}
