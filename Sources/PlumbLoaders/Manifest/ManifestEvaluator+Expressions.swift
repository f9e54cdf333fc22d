import PlumbModel
import SwiftParser
import SwiftSyntax

extension ManifestEvaluator {
  /// Folds an expression into a value. Never fails: what it cannot evaluate becomes `.unknown` and a warning.
  func evaluate(_ expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue {
    // A shorthand defined by itself (`static var core: Self { .core }`) must not take the process down.
    guard evaluationDepth < 400 else {
      if !reportedDepthLimit {
        warn("expressions nest too deeply (a definition that refers to itself?)", at: expression)
        reportedDepthLimit = true
      }
      return .unknown
    }
    guard !isOverBudget else {
      reportStepBudget(at: expression)
      return .unknown
    }
    evaluationDepth += 1
    steps += 1
    defer { evaluationDepth -= 1 }
    return evaluateUnguarded(expression, in: scope)
  }

  /// Says once that the manifest took more steps than its budget, at the expression or statement it stopped at.
  func reportStepBudget(at node: some SyntaxProtocol) {
    guard !reportedStepBudget else { return }
    reportedStepBudget = true
    warn(
      "evaluation stopped: too much work (more than \(stepBudget) steps); the rest of the manifest is not read",
      at: node)
  }

  private func evaluateUnguarded(_ expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return evaluateString(literal, in: scope)
    }
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return literal.representedLiteralValue.map { .int($0) } ?? .unknown
    }
    if let literal = expression.as(FloatLiteralExprSyntax.self) {
      return literal.representedLiteralValue.map { .double($0) } ?? .unknown
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if expression.is(NilLiteralExprSyntax.self) {
      return .null
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .array(
        array.elements.compactMap { element in
          let value = evaluate(element.expression, in: scope)
          return value.isUnknown ? nil : restamp(value, writtenAt: element.expression)
        })
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
      return .dictionary(elements.map { (evaluate($0.key, in: scope), evaluate($0.value, in: scope)) })
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return evaluateReference(reference, in: scope)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return evaluateMemberAccess(member, in: scope)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return evaluateCall(call, in: scope)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return evaluateSequence(Array(sequence.elements), in: scope, at: sequence)
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return evaluate(only.expression, in: scope)
      }
      // A labelled tuple reads like a call's arguments: `(name: "X", targets: [...]).targets`.
      let elements = tuple.elements.map {
        ManifestCall.Argument(label: $0.label?.text, value: evaluate($0.expression, in: scope))
      }
      return .call(ManifestCall(name: "tuple", arguments: elements, location: location(of: tuple)))
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      let operand = evaluate(prefix.expression, in: scope)
      switch (prefix.operator.text, operand) {
      case ("!", .bool(let flag)): return .bool(!flag)
      case ("-", .int(let value)): return .int(-value)
      case ("-", .double(let value)): return .double(-value)
      case (_, .unknown): return .unknown
      default:
        warn("cannot apply '\(prefix.operator.text)' to \(operand)", at: prefix)
        return .unknown
      }
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return evaluate(optional.expression, in: scope)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return evaluate(forced.expression, in: scope)
    }
    if let inoutExpr = expression.as(InOutExprSyntax.self) {
      return evaluate(inoutExpr.expression, in: scope)  // `&copy` passed to an `inout` parameter: its value first
    }
    if let tryExpr = expression.as(TryExprSyntax.self) {
      return evaluate(tryExpr.expression, in: scope)
    }
    if let closure = expression.as(ClosureExprSyntax.self) {
      return .closure(ManifestClosure(syntax: closure, scope: scope))
    }
    if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
      var names: [String] = []
      for component in keyPath.components {
        guard case .property(let property) = component.component else {
          warn("key path component not evaluated: \(component.trimmedDescription)", at: component)
          return .unknown
        }
        // `\.self` (RxSwift's `flatMap(\.self)` over an array of arrays) is the element itself.
        if property.declName.baseName.text == "self" { continue }
        names.append(property.declName.baseName.text)
      }
      return .keyPath(names)
    }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      return evaluateSubscript(subscriptCall, in: scope)
    }
    if let ifExpr = expression.as(IfExprSyntax.self) {
      return valueOf(execute(ifExpr, in: ManifestScope(parent: scope), asValue: true))
    }
    if let switchExpr = expression.as(SwitchExprSyntax.self) {
      return valueOf(execute(switchExpr, in: ManifestScope(parent: scope)))
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return evaluateTernary(
        condition: ternary.condition, then: ternary.thenExpression,
        else: ternary.elseExpression, in: scope)
    }
    if let postfixIf = expression.as(PostfixIfConfigExprSyntax.self), let base = postfixIf.base {
      warn("a postfix #if is not evaluated; only the expression before it is read", at: postfixIf)
      return evaluate(base, in: scope)
    }
    if let macro = expression.as(MacroExpansionExprSyntax.self) {
      warn("'#\(macro.macroName.text)' depends on where the manifest is built; not evaluated", at: macro)
      return .unknown
    }
    warn("cannot evaluate '\(firstLine(expression))'", at: expression)
    return .unknown
  }

  private func valueOf(_ flow: ControlFlow) -> ManifestValue {
    switch flow {
    case .normal, .continued: .null
    case .returned(let value), .value(let value): value
    }
  }

  /// A dependency written as a shorthand (`.core`, `sharedDependency`) points at the line that uses it, not at
  /// the line that defines the shorthand: that is the line a finding about the edge should show.
  func restamp(_ value: ManifestValue, writtenAt expression: ExprSyntax) -> ManifestValue {
    let isShorthand =
      expression.is(DeclReferenceExprSyntax.self)
      || (expression.as(MemberAccessExprSyntax.self).map { !$0.declName.baseName.text.isEmpty } ?? false)
    guard isShorthand else { return value }
    switch value {
    case .string(let text, _):
      return .string(text, location(of: expression))
    case .call(var call) where Self.dependencyCalls(tuist: isTuist).contains(call.name):
      call.location = location(of: expression)
      return .call(call)
    default:
      return value
    }
  }

  /// The calls that declare a dependency, which a shorthand stands for at the line that uses it.
  static func dependencyCalls(tuist: Bool) -> Set<String> {
    tuist
      ? ["target", "project", "external", "package", "sdk", "xcframework", "framework", "library", "macro"]
      : ["target", "product", "byName", "targetItem", "productItem", "byNameItem"]
  }

  // MARK: Strings

  func evaluateString(_ literal: StringLiteralExprSyntax, in scope: ManifestScope) -> ManifestValue {
    if let text = literal.representedLiteralValue {
      return .string(text, location(of: literal))
    }
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let piece):
        let single = StringLiteralExprSyntax(
          openingPounds: literal.openingPounds, openingQuote: literal.openingQuote,
          segments: StringLiteralSegmentListSyntax([.stringSegment(piece)]),
          closingQuote: literal.closingQuote, closingPounds: literal.closingPounds)
        text += single.representedLiteralValue ?? piece.content.text
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first else {
          warn("cannot evaluate the interpolation '\(interpolation.trimmedDescription)'", at: interpolation)
          return .unknown
        }
        let value = evaluate(only.expression, in: scope)
        switch value {
        case .string(let inner, _): text += inner
        case .int(let number): text += String(number)
        case .bool(let flag): text += String(flag)
        case .member(let name, let rawValue): text += rawValue ?? name
        case .unknown: return .unknown
        default:
          warn("cannot interpolate \(value) into a string", at: interpolation)
          return .unknown
        }
      }
    }
    return .string(text, location(of: literal))
  }

  // MARK: Names and members

  private func evaluateReference(_ reference: DeclReferenceExprSyntax, in scope: ManifestScope) -> ManifestValue {
    let name = reference.baseName.text
    if let value = lookup(name, in: scope, at: reference) { return value }
    if name == "Self", let type = scope.enclosingType { return .member(type, rawValue: nil) }
    warn("unknown name '\(name)'", at: reference)
    return .unknown
  }

  /// The type a member access is written on, when its base reads as a type (`Target.Dependency`, `Self`).
  private func typeName(of base: ExprSyntax, in scope: ManifestScope) -> String? {
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "Self" { return scope.enclosingType ?? "Self" }
      // A capitalised name is a type unless the manifest binds it (`let Shared = ...`), now or further down.
      guard name.first?.isUppercase == true, scope.lookup(name) == nil, globalDeclarations[name] == nil else {
        return nil
      }
      return name
    }
    if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
      let outer = typeName(of: inner, in: scope), member.declName.baseName.text.first?.isUppercase == true,
      !declaresCase(member.declName.baseName.text, inType: outer)
    {
      return "\(outer).\(member.declName.baseName.text)"
    }
    if let member = base.as(MemberAccessExprSyntax.self), member.base == nil {
      // `.Core.networking`: a type nested in the type the context expects (`TargetDependency.Core`).
      return nestedType(named: member.declName.baseName.text)
    }
    if base.is(TypeExprSyntax.self) || base.is(GenericSpecializationExprSyntax.self) {
      return base.trimmedDescription
    }
    return nil
  }

  private func evaluateMemberAccess(_ access: MemberAccessExprSyntax, in scope: ManifestScope) -> ManifestValue {
    let name = access.declName.baseName.text
    guard let base = access.base else {
      // `.core`: a manifest-declared shorthand, or a PackageDescription enum case (`.iOS`, `.v17`).
      return staticMember(name, ofType: nil, at: access) ?? .member(name, rawValue: nil)
    }
    let baseText = base.trimmedDescription
    if baseText == "ProcessInfo.processInfo" && name == "environment" || baseText == "Context" && name == "environment"
    {
      return .environment
    }
    if baseText == "Context" || baseText == "ProcessInfo.processInfo" {
      warn("'\(access.trimmedDescription)' depends on where the manifest is built; not evaluated", at: access)
      return .unknown
    }
    if isTuist, baseText == "Environment" || baseText == "ProjectDescription.Environment", !knowsType("Environment") {
      // ProjectDescription's `Environment.productType` reads `TUIST_PRODUCT_TYPE` where the manifest is loaded; read
      // as unset, as an ordinary `tuist generate` runs.
      let variable = "TUIST_" + Self.upperSnakeCase(name)
      warn(
        PackageManifest.environmentWarningPrefix + "\(ManifestValue.string(variable, nil)); assumed unset", at: access)
      return .null
    }
    if isTuist, baseText == "ProjectDescriptionHelpers" {
      // A helper's global, qualified by its module: `ProjectDescriptionHelpers.core`.
      if case .value(let value)? = globals.lookup(name)?.binding { return value }
      if let value = declaredGlobal(name, at: access) { return value }
    }
    if let type = typeName(of: base, in: scope) {
      // `Shared.self`, `Self.self`: the type as a value, as `Self` alone reads (`String(describing:)` names it).
      if name == "self" { return .member(type, rawValue: nil) }
      if let value = staticMember(name, ofType: type, at: access) { return value }
      return .member(name, rawValue: nil)  // `Target.Dependency.core` style enum cases of PackageDescription
    }
    let value = evaluate(base, in: scope)
    if value.isUnknown { return .unknown }
    // A generic parameter bound to a type (`T.self`, `T.allCases` where `T` is `Shared`).
    if case .member(let type, nil) = value, knowsType(type) {
      if name == "self" { return value }
      if let result = staticMember(name, ofType: type, at: access) { return result }
    }
    if let result = member(name, of: value) ?? instanceMember(name, of: value) { return result }
    warn("cannot read '.\(name)' of \(firstLine(base))", at: access)
    return .unknown
  }

  /// `productType` → `PRODUCT_TYPE`, `isCI` → `IS_CI`: as ProjectDescription names the variable an `Environment`
  /// member reads (an underscore where a capital follows a lower-case letter or a digit).
  static func upperSnakeCase(_ name: String) -> String {
    var result = ""
    var previous: Character? = nil
    for character in name {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result += "_" }
      result += character.uppercased()
      previous = character
    }
    return result
  }

  /// A property of a value: a call's argument (`target.name`), a target's `type`, an array's `count`.
  func member(_ name: String, of value: ManifestValue) -> ManifestValue? {
    switch (value, name) {
    // A case with associated values of a manifest-declared enum (`.framework(.static)`) first has its enum's
    // properties; PackageDescription's calls have their arguments.
    case (.call(let call), _): return instanceMember(name, of: value) ?? member(name, of: call)
    case (.member(_, let rawValue?), "rawValue"): return .string(rawValue, nil)
    case (.member(let caseName, nil), "rawValue"): return .string(caseName, nil)
    case (.array(let elements), "count"): return .int(elements.count)
    case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
    case (.array(let elements), "first"): return elements.first ?? .null
    case (.array(let elements), "last"): return elements.last ?? .null
    case (.string(let text, _), "isEmpty"): return .bool(text.isEmpty)
    case (.string(let text, _), "count"): return .int(text.count)
    case (.string(let text, _), "capitalized"): return .string(text.prefix(1).uppercased() + text.dropFirst(), nil)
    case (.string(let text, _), "lowercased"): return .string(text.lowercased(), nil)
    case (.string(let text, _), "first") where isTuist: return text.first.map { .string(String($0), nil) } ?? .null
    case (.null, _): return .null  // optional chaining on nil
    default: return nil
    }
  }

  func member(_ name: String, of call: ManifestCall) -> ManifestValue? {
    if name == "type", let kind = ManifestDecoder.targetKinds[call.name] {
      return .member(kind.rawValue, rawValue: nil)
    }
    if let value = call[name] { return value }
    if call.name == "tuple", let index = Int(name), call.arguments.indices.contains(index) {
      return call.arguments[index].value  // `pair.0`
    }
    switch name {
    case "dependencies", "targets", "products", "exclude", "resources": return .array([])
    default: return .null
    }
  }

  private func evaluateSubscript(_ subscriptCall: SubscriptCallExprSyntax, in scope: ManifestScope) -> ManifestValue {
    let base = evaluate(subscriptCall.calledExpression, in: scope)
    guard let argument = subscriptCall.arguments.first?.expression else { return .unknown }
    let key = evaluate(argument, in: scope)
    switch base {
    case .environment:
      // Builds do not normally set these variables, and `dump-package` run here would not see them either.
      warn(PackageManifest.environmentWarningPrefix + "\(key); assumed unset", at: subscriptCall)
      return .null
    case .array(let elements):
      if case .int(let index) = key, elements.indices.contains(index) { return elements[index] }
    case .dictionary(let pairs):
      if let pair = pairs.first(where: { $0.key.isEqual(to: key) == true }) { return pair.value }
      return .null
    case .unknown:
      return .unknown
    default:
      break
    }
    warn("cannot evaluate the subscript '\(firstLine(subscriptCall))'", at: subscriptCall)
    return .unknown
  }

  // MARK: Calls

  /// Evaluates a call's arguments, each with the type its parameter expects when that is known: from
  /// PackageDescription's signatures (`calleeName`) or from the manifest's own function (`function`).
  func evaluateArguments(
    _ call: FunctionCallExprSyntax, in scope: ManifestScope, calleeName: String? = nil,
    function: (FunctionDeclSyntax, String?)? = nil
  ) -> [ManifestCall.Argument] {
    var parameterTypes: [String: String] = [:]
    var variadicLabels: Set<String> = []
    if let (declaration, owner) = function {
      for parameter in declaration.signature.parameterClause.parameters {
        let label = parameter.firstName.text
        parameterTypes[label] = elementType(parameter.type, enclosingType: owner)
        if parameter.ellipsis != nil { variadicLabels.insert(label) }
      }
    }
    // The unlabelled arguments after a variadic parameter's first are of its type (`local: .a, .b`).
    var variadicLabel: String? = nil
    var arguments = call.arguments.map { argument in
      let label = argument.label?.text
      if let label { variadicLabel = variadicLabels.contains(label) ? label : nil }
      let parameterLabel = label ?? (parameterTypes["_"] == nil ? variadicLabel : nil) ?? "_"
      let type = calleeName.flatMap { argumentType(call: $0, label: label) } ?? parameterTypes[parameterLabel]
      return ManifestCall.Argument(
        label: label,
        value: withExpectedType(type ?? (function == nil && calleeName == nil ? expectedType : nil)) {
          evaluate(argument.expression, in: scope)
        })
    }
    if let closure = call.trailingClosure {
      arguments.append(.init(label: nil, value: .closure(ManifestClosure(syntax: closure, scope: scope))))
    }
    for extra in call.additionalTrailingClosures {
      arguments.append(
        .init(label: extra.label.text, value: .closure(ManifestClosure(syntax: extra.closure, scope: scope))))
    }
    return arguments
  }

  /// A closure held in a variable, called (`block(&copy)`): an argument passed `inout` takes the value the closure
  /// left in its parameter, as `func with(_ block: (inout Self) -> Void) -> Self` builds a changed copy.
  private func invokeClosure(_ closure: ManifestClosure, call: FunctionCallExprSyntax, in scope: ManifestScope)
    -> ManifestValue
  {
    let arguments = evaluateArguments(call, in: scope).map(\.value)
    let written = Array(call.arguments).map { $0.expression.as(InOutExprSyntax.self)?.expression }
    return invoke(
      closure, binding: arguments.map { .value($0) }, at: call,
      finalArguments: written.allSatisfy { $0 == nil }
        ? nil
        : { finals in
          for (target, final) in zip(written, finals) {
            guard let target, let final else { continue }
            self.mutate(target, in: scope) { $0 = final }
          }
        })
  }

  /// The standard library's functions that only write to the console.
  static let printingFunctions: Set<String> = ["print", "debugPrint", "dump"]

  private func evaluateCall(_ call: FunctionCallExprSyntax, in scope: ManifestScope) -> ManifestValue {
    let called = call.calledExpression
    // Methods on values: `names.map { ... }`, `package.targets.append(...)`.
    if let access = called.as(MemberAccessExprSyntax.self), let base = access.base,
      typeName(of: base, in: scope) == nil
    {
      return evaluateMethod(access.declName.baseName.text, on: base, call: call, in: scope)
    }
    var name: String
    var type: String? = nil
    if let access = called.as(MemberAccessExprSyntax.self) {
      name = access.declName.baseName.text
      type = access.base.flatMap { typeName(of: $0, in: scope) }
      // `.init(...)` / `Project.init(...)` (Tuist helpers, `let package: Package = .init(...)`): the call of the
      // type's initialiser.
      if name == "init", let owner = type ?? expectedType {
        // `var dependencies: [TargetDependency] = .init(common)`: an array made from another (the annotation's
        // brackets are not kept in the expected type; no ProjectDescription or PackageDescription type is made
        // from one unlabelled array).
        if type == nil, call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
          call.trailingClosure == nil,
          only.expression.is(ArrayExprSyntax.self)
            || only.expression.as(DeclReferenceExprSyntax.self).map({ scope.lookup($0.baseName.text) != nil }) == true,
          case .array(let elements) = evaluate(only.expression, in: scope)
        {
          return .array(elements)
        }
        // `.init()` of a dictionary (`SettingsDictionary`, `[String: SettingValue]`): an empty one.
        if call.arguments.isEmpty, call.trailingClosure == nil, owner == "SettingsDictionary" || owner.contains(":") {
          return .dictionary([])
        }
        name = owner.split(separator: ".").last.map(String.init) ?? owner
        type = nil
      }
    } else if let reference = called.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      // `Self(...)` in a type's static member is that type's initialiser (`Range(uncheckedBounds:)`).
      if name == "Self", let owner = scope.enclosingType {
        name = owner.split(separator: ".").last.map(String.init) ?? owner
      }
      if let (_, binding) = scope.lookup(name), case .value(.closure(let closure)) = binding {
        return invokeClosure(closure, call: call, in: scope)
      }
    } else if let generic = called.as(GenericSpecializationExprSyntax.self) {
      name = generic.expression.trimmedDescription
    } else if called.is(ArrayExprSyntax.self) && call.arguments.isEmpty {
      return .array([])  // `[Target]()`
    } else if called.is(DictionaryExprSyntax.self) && call.arguments.isEmpty {
      return .dictionary([])  // `[String: SettingValue]()`
    } else if let closure = called.as(ClosureExprSyntax.self), call.arguments.isEmpty {
      // `let x: [Target] = { ... }()`: a closure run where it is written.
      return invoke(ManifestClosure(syntax: closure, scope: scope), with: [], at: call)
    } else {
      warn("cannot evaluate the call '\(firstLine(call))'", at: call)
      return .unknown
    }
    var labels: [String?] = call.arguments.map { $0.label?.text }
    if call.trailingClosure != nil { labels.append(nil) }
    labels += call.additionalTrailingClosures.map { $0.label.text }
    if !callsRequirement(name, writtenOn: type, in: scope),
      let user = userFunction(named: name, ofType: type, labels: labels)
    {
      let arguments = evaluateArguments(call, in: scope, function: user)
      let chosen = overload(user, named: name, ofType: type, arguments: arguments)
      return invoke(chosen.0, ofType: chosen.1, arguments: arguments, at: call)
    }
    // `print(...)` and `debugPrint(...)` write to the console when the manifest runs and change nothing of the package:
    // skipped, their arguments unevaluated (what they interpolate may be unreadable and never matter).
    if type == nil, Self.printingFunctions.contains(name), called.is(DeclReferenceExprSyntax.self) {
      return .unknown
    }
    // `append(...)` in a `mutating func` of the manifest's extension of an array: `self.append(...)`.
    if type == nil, ["append", "insert"].contains(name), called.is(DeclReferenceExprSyntax.self),
      case .value(.array)? = scope.lookup("self")?.binding
    {
      return evaluateMethod(name, on: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), call: call, in: scope)
    }
    let arguments = evaluateArguments(call, in: scope, calleeName: name)
    if type == nil, let made = userInitialized(name, arguments: arguments, at: call) { return made }
    if arguments.count == 1, arguments[0].label == "rawValue", let text = arguments[0].value.stringValue,
      let found = rawValueCase(ofType: type.map { "\($0).\(name)" } ?? name, rawValue: text)
    {
      return found
    }
    if ["String", "Data", "URL", "FileManager"].contains(name),
      arguments.contains(where: { ["contentsOfFile", "contentsOf", "fileURLWithPath"].contains($0.label ?? "") })
    {
      warn("'\(firstLine(call))' reads the file system when the manifest runs; not evaluated", at: call)
      return .unknown
    }
    switch name {
    case "SettingsDictionary" where arguments.isEmpty && isTuist:
      return .dictionary([])  // `SettingsDictionary()`, as `.init()` of it
    case "Version" where arguments.count == 1:
      return arguments[0].value  // `Version("1.0.0")`: keep the string
    case "Version" where arguments.count == 3:
      let parts = arguments.compactMap { if case .int(let n) = $0.value { return String(n) } else { return nil } }
      return parts.count == 3 ? .string(parts.joined(separator: "."), location(of: call)) : .unknown
    case "String" where arguments.count == 1 && arguments[0].label == "describing":
      // `String(describing: Core.networking)` is the case's name (not its raw value); of `Shared.self`, the type's
      // name without its enclosing types.
      if case .member(let member, _) = arguments[0].value {
        return .string(member.split(separator: ".").last.map(String.init) ?? member, location(of: call))
      }
      if let text = arguments[0].value.stringValue { return .string(text, location(of: call)) }
    case "String" where arguments.count == 1, "Character" where arguments.count == 1 && isTuist:
      if let text = arguments[0].value.stringValue { return .string(text, location(of: call)) }
      // `String(characters)`: the characters a helper took apart, joined again.
      if isTuist, case .array(let parts) = arguments[0].value {
        let texts = parts.compactMap(\.stringValue)
        if texts.count == parts.count { return .string(texts.joined(), location(of: call)) }
      }
    case "Array" where arguments.count == 1, "Set" where arguments.count == 1:
      return arguments[0].value
    default:
      break
    }
    // `type(of: Core.networking)`: the case's enum, as a type value.
    if type == nil, name == "type", arguments.count == 1, arguments[0].label == "of",
      let owner = enumType(of: arguments[0].value)
    {
      return .member(owner, rawValue: nil)
    }
    // `configuration("Dev")` in `extension ConfigurationName { static var dev: Self { ... } }`: a static function of
    // the framework type the extension is of, kept as the call `.configuration("Dev")`.
    if type == nil, called.is(DeclReferenceExprSyntax.self), let owner = scope.enclosingType, isFrameworkType(owner),
      scope.lookup("self") == nil
    {
      return .call(ManifestCall(name: name, arguments: arguments, location: location(of: call)))
    }
    if type == nil && name.first?.isLowercase == true && called.is(DeclReferenceExprSyntax.self)
      && !callsOwnFactory(in: scope)
    {
      warn("unknown function '\(name)'", at: call)
      return .unknown
    }
    let associated = completingAssociatedValues(ofCase: name, arguments, type: type ?? expectedType)
    return .call(ManifestCall(name: name, arguments: associated, location: location(of: call)))
  }

  private func evaluateTernary(
    condition: ExprSyntax, then: ExprSyntax, else otherwise: ExprSyntax,
    in scope: ManifestScope
  ) -> ManifestValue {
    switch evaluate(condition, in: scope) {
    case .bool(true): return evaluate(then, in: scope)
    case .bool(false): return evaluate(otherwise, in: scope)
    case .unknown: return .unknown
    default:
      warn("cannot evaluate the condition '\(firstLine(condition))'", at: condition)
      return .unknown
    }
  }
}
