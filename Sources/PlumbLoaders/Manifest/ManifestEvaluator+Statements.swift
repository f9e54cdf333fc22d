import PlumbModel
import SwiftSyntax

/// How a statement finished: normally, by `return`, by `continue` (to the enclosing loop's next element), or (for the
/// last expression of an `if` used as a value) with a value.
enum ControlFlow {
  case normal
  case returned(ManifestValue)
  case continued
  case value(ManifestValue)
}

extension ManifestEvaluator {
  func executeBlock(_ items: [CodeBlockItemSyntax], in scope: ManifestScope) -> ControlFlow {
    var last: ControlFlow = .normal
    for item in items {
      last = execute(item, in: scope)
      if case .returned = last { return last }
      if case .continued = last { return last }
    }
    return last
  }

  func execute(_ item: CodeBlockItemSyntax, in scope: ManifestScope) -> ControlFlow {
    guard !isOverBudget else {
      reportStepBudget(at: item)
      return .normal
    }
    steps += 1
    switch item.item {
    case .decl(let decl):
      if let variable = decl.as(VariableDeclSyntax.self) {
        declare(variable, in: scope)
      } else if decl.is(ImportDeclSyntax.self) || decl.is(FunctionDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
        || decl.is(EnumDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
        || decl.is(ProtocolDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
      {
        break  // collected beforehand
      } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        if case .statements(let nested)? = activeClause(of: ifConfig)?.elements {
          return executeBlock(activeItems(nested), in: scope)
        }
      } else {
        warn("ignored a declaration plumb does not evaluate: \(firstLine(decl))", at: decl)
      }
    case .stmt(let statement):
      return execute(statement, in: scope)
    case .expr(let expression):
      if let ifExpr = expression.as(IfExprSyntax.self) {
        return execute(ifExpr, in: scope)
      }
      if let switchExpr = expression.as(SwitchExprSyntax.self) {
        return execute(switchExpr, in: scope)
      }
      return .value(evaluate(expression, in: scope))
    }
    return .normal
  }

  private func execute(_ statement: StmtSyntax, in scope: ManifestScope) -> ControlFlow {
    if let returnStmt = statement.as(ReturnStmtSyntax.self) {
      return .returned(returnStmt.expression.map { evaluate($0, in: scope) } ?? .null)
    }
    // `guard isEnabled else { continue }` in a loop's body: the loop goes on with its next element (a loop is the
    // only place Swift allows an unlabelled `continue`).
    if let continueStmt = statement.as(ContinueStmtSyntax.self), continueStmt.label == nil, loopDepth > 0 {
      return .continued
    }
    if let expressionStmt = statement.as(ExpressionStmtSyntax.self) {
      if let ifExpr = expressionStmt.expression.as(IfExprSyntax.self) { return execute(ifExpr, in: scope) }
      if let switchExpr = expressionStmt.expression.as(SwitchExprSyntax.self) { return execute(switchExpr, in: scope) }
      return .value(evaluate(expressionStmt.expression, in: scope))
    }
    if let forStmt = statement.as(ForStmtSyntax.self) {
      return execute(forStmt, in: scope)
    }
    if let doStmt = statement.as(DoStmtSyntax.self) {
      // `do { ... }` only opens a scope in manifests; nothing there throws that plumb would evaluate.
      return executeBlock(activeItems(doStmt.body.statements), in: ManifestScope(parent: scope))
    }
    if let guardStmt = statement.as(GuardStmtSyntax.self) {
      let inner = scope
      switch evaluateConditions(guardStmt.conditions, in: inner) {
      case true?: return .normal
      case false?: return executeBlock(activeItems(guardStmt.body.statements), in: ManifestScope(parent: scope))
      case nil:
        warn("cannot evaluate the guard condition '\(guardStmt.conditions.trimmedDescription)'", at: guardStmt)
        return .normal
      }
    }
    warn("ignored a statement plumb does not evaluate: \(firstLine(statement))", at: statement)
    return .normal
  }

  private func declare(_ variable: VariableDeclSyntax, in scope: ManifestScope) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        warn("ignored a destructuring declaration: \(binding.pattern.trimmedDescription)", at: binding)
        continue
      }
      if binding.accessorBlock != nil { continue }  // computed: evaluated where it is read
      // A global read before its declaration was evaluated on demand; do not evaluate it twice.
      if scope === globals && scope.isBoundHere(name) { continue }
      if let initializer = binding.initializer, let alias = referenceAlias(initializer.value, in: scope) {
        // `let core = package.targets.first(where: ...)!`: PackageDescription's Target is a class, so later
        // changes through `core` change the package.
        scope.bind(name, .alias(root: alias.root, path: alias.path))
        continue
      }
      if let initializer = binding.initializer {
        let type = elementType(binding.typeAnnotation?.type, enclosingType: scope.enclosingType)
        var value = withExpectedType(type ?? expectedType) { evaluate(initializer.value, in: scope) }
        if let annotation = binding.typeAnnotation?.type { value = Self.labellingTuples(value, as: annotation) }
        scope.bind(name, .value(value))
      } else {
        scope.bind(name, .value(.null))  // `let products: [Product]`, assigned further down
      }
    }
  }

  /// The place an initialiser designates when it picks a target out of an array (`package.targets[0]`,
  /// `package.targets.first(where:)!`), so the new variable can share it.
  private func referenceAlias(_ expression: ExprSyntax, in scope: ManifestScope) -> (
    root: String, path: [ValuePathStep]
  )? {
    var inner = expression
    while true {
      if let forced = inner.as(ForceUnwrapExprSyntax.self) {
        inner = forced.expression
        continue
      }
      if let optional = inner.as(OptionalChainingExprSyntax.self) {
        inner = optional.expression
        continue
      }
      break
    }
    guard let (root, path) = lvaluePath(inner), let last = path.last else { return nil }
    if case .member = last { return nil }
    guard let (_, binding) = scope.lookup(root), case .value(let rootValue) = binding,
      let concretePath = concrete(path, from: rootValue, in: scope, at: expression)
    else { return nil }
    let value = read(root: root, path: concretePath, in: scope)
    guard case .call(let call) = value, ManifestDecoder.targetKinds[call.name] != nil else { return nil }
    return (root, concretePath)
  }

  /// `let deps: [(url: String, path: String)] = [("a", "b")]`: the labels come from the declared type.
  static func labellingTuples(_ value: ManifestValue, as type: TypeSyntax) -> ManifestValue {
    var type = type
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let array = type.as(ArrayTypeSyntax.self), case .array(let elements) = value {
      return .array(elements.map { labellingTuples($0, as: array.element) })
    }
    guard let tuple = type.as(TupleTypeSyntax.self), case .call(var call) = value, call.name == "tuple",
      call.arguments.count == tuple.elements.count
    else { return value }
    for (index, element) in tuple.elements.enumerated() where call.arguments[index].label == nil {
      call.arguments[index].label = element.firstName?.text
    }
    return .call(call)
  }

  // MARK: if, switch, for

  /// Evaluates an `if` condition list; nil when some condition is unknowable.
  func evaluateConditions(_ conditions: ConditionElementListSyntax, in scope: ManifestScope) -> Bool? {
    for element in conditions {
      switch element.condition {
      case .expression(let expression):
        let value = evaluate(expression, in: scope)
        guard case .bool(let flag) = value else { return nil }
        if !flag { return false }
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let value = binding.initializer.map { evaluate($0.value, in: scope) } ?? lookup(name, in: scope, at: binding)
        switch value {
        case .null?: return false
        case .unknown?, nil: return nil
        case let value?: scope.bind(name, .value(value))
        }
      case .matchingPattern(let matching):
        // `if case .featureInterface = module.category`, `if case let .string(kind) = Environment.kind`.
        let value = evaluate(matching.initializer.value, in: scope)
        guard !value.isUnknown, let matched = matchCase(matching.pattern, value, binding: false, into: scope) else {
          return nil
        }
        if !matched { return false }
      default:
        return nil
      }
    }
    return true
  }

  func execute(_ ifExpr: IfExprSyntax, in scope: ManifestScope, asValue: Bool = false) -> ControlFlow {
    let branchScope = ManifestScope(parent: scope)
    switch evaluateConditions(ifExpr.conditions, in: branchScope) {
    case true?:
      return executeBlock(activeItems(ifExpr.body.statements), in: branchScope)
    case false?:
      switch ifExpr.elseBody {
      case .ifExpr(let nested)?: return execute(nested, in: scope)
      case .codeBlock(let block)?: return executeBlock(activeItems(block.statements), in: ManifestScope(parent: scope))
      case nil: return .normal
      }
    case nil:
      if asValue, let branches = valueBranches(of: ifExpr) {
        warn(
          "cannot evaluate the condition 'if \(ifExpr.conditions.trimmedDescription)'; its value is one of the "
            + "branches: only the names any branch gives are used (a package any branch names counts as named)",
          at: ifExpr)
        let values = branches.map { branch in evaluate(branch, in: ManifestScope(parent: scope)) }
        return .value(.call(ManifestCall.undecided(values, location: location(of: ifExpr))))
      }
      warn(
        "cannot evaluate the condition 'if \(ifExpr.conditions.trimmedDescription)'; neither branch was read",
        at: ifExpr)
      return .value(.unknown)
    }
  }

  /// The single expressions of an `if` used as a value (`let packages: [Package] = if c { [...] } else { [...] }`),
  /// branch by branch through `else if`; nil when a branch is more than one expression (it may have effects) or
  /// there is no `else`.
  private func valueBranches(of ifExpr: IfExprSyntax) -> [ExprSyntax]? {
    func single(_ block: CodeBlockSyntax) -> ExprSyntax? {
      let items = activeItems(block.statements)
      guard items.count == 1 else { return nil }
      switch items[0].item {
      case .expr(let expression): return expression
      case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
      case .decl: return nil
      }
    }
    guard let first = single(ifExpr.body) else { return nil }
    switch ifExpr.elseBody {
    case .codeBlock(let block)?: return single(block).map { [first, $0] }
    case .ifExpr(let nested)?: return valueBranches(of: nested).map { [first] + $0 }
    case nil: return nil
    }
  }

  func execute(_ switchExpr: SwitchExprSyntax, in scope: ManifestScope) -> ControlFlow {
    let subject = evaluate(switchExpr.subject, in: scope)
    // `switch self` in a member of an enum: its patterns are that enum's cases, even when another enum has a case
    // of the same name.
    var subjectType = enumType(of: subject)
    if subjectType == nil, switchExpr.subject.trimmedDescription == "self", let owner = scope.enclosingType,
      let name = caseName(of: subject), declaresCase(name, inType: owner)
    {
      subjectType = owner
    }
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else {
        warn("ignored an #if inside a switch", at: element)
        continue
      }
      var matches = false
      let caseScope = ManifestScope(parent: scope)
      switch switchCase.label {
      case .default:
        matches = true
      case .case(let label):
        for item in label.caseItems where !matches {
          // `case let .feature(module as any Named)`, `case .library(let linking)`: a case pattern binding values.
          if Self.bindsValues(item.pattern) {
            switch matchCase(item.pattern, subject, binding: false, into: caseScope) {
            case true?: break
            case false?: continue
            case nil:
              warn("cannot match the pattern '\(item.pattern.trimmedDescription)'", at: item)
              return .value(.unknown)
            }
          } else {
            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
              warn("cannot match the pattern '\(item.pattern.trimmedDescription)'", at: item)
              return .value(.unknown)
            }
            let candidate = withExpectedType(subjectType ?? expectedType) {
              evaluate(pattern.expression, in: scope)
            }
            guard let same = fitsPattern(subject, candidate) else {
              warn(
                "cannot compare '\(switchExpr.subject.trimmedDescription)' with '\(pattern.trimmedDescription)'",
                at: item)
              return .value(.unknown)
            }
            if !same { continue }
          }
          // `case .dev where includeEntitlements:`: the pattern matched; the clause decides.
          if let whereClause = item.whereClause {
            guard case .bool(let keep) = evaluate(whereClause.condition, in: caseScope) else {
              warn("cannot evaluate the where clause '\(whereClause.condition.trimmedDescription)'", at: whereClause)
              return .value(.unknown)
            }
            if !keep { continue }
          }
          matches = true
        }
      }
      guard matches else { continue }
      let items = activeItems(switchCase.statements)
      // `default: break`: Swift wants a statement in every case, and `break` as the whole case does nothing.
      if items.count == 1, case .stmt(let only) = items[0].item, let stop = only.as(BreakStmtSyntax.self),
        stop.label == nil
      {
        return .normal
      }
      return executeBlock(items, in: caseScope)
    }
    return .normal
  }

  /// Whether a value matches a case pattern written as a value (`.shared`, `.dev`): a bare case of a
  /// manifest-declared enum matches that case whatever its associated values, as does a bare ProjectDescription
  /// dependency case (`.external` of a `TargetDependency`), as Swift reads an enum case pattern; anything else is
  /// compared by `==`. nil when it cannot be told.
  func fitsPattern(_ value: ManifestValue, _ candidate: ManifestValue) -> Bool? {
    if case .member(let name, nil) = candidate, case .call(let call) = value, !call.isUndecided {
      if caseName(of: value) != nil,
        !enumTypes(declaringCase: name).isDisjoint(with: enumTypes(declaringCase: call.name))
      {
        return call.name == name
      }
      let dependencyCases = Self.dependencyCalls(tuist: isTuist)
      if isTuist, dependencyCases.contains(call.name), dependencyCases.contains(name) { return call.name == name }
    }
    return sameCase(value, candidate) ?? value.isEqual(to: candidate)
  }

  /// Whether a `case` pattern binds names (`let .x(value)`, `.x(let value)`) or casts (`value as any P`).
  static func bindsValues(_ pattern: PatternSyntax) -> Bool {
    pattern.is(ValueBindingPatternSyntax.self)
      || pattern.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) || $0.tokenKind == .keyword(.as)
      }
  }

  /// Matches a value against a case pattern, binding what it names into `scope`: true or false, nil when it cannot
  /// be told. `binding` is set below a `let`, where a bare name binds rather than names a value.
  func matchCase(_ pattern: PatternSyntax, _ value: ManifestValue, binding: Bool, into scope: ManifestScope) -> Bool? {
    if let bound = pattern.as(ValueBindingPatternSyntax.self) {
      return matchCase(bound.pattern, value, binding: true, into: scope)
    }
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      scope.bind(identifier.identifier.text, .value(value))
      return true
    }
    if pattern.is(WildcardPatternSyntax.self) { return true }
    if let expression = pattern.as(ExpressionPatternSyntax.self) {
      return matchCase(expression.expression, value, binding: binding, into: scope)
    }
    return nil
  }

  private func matchCase(_ expression: ExprSyntax, _ value: ManifestValue, binding: Bool, into scope: ManifestScope)
    -> Bool?
  {
    if let pattern = expression.as(PatternExprSyntax.self) {
      return matchCase(pattern.pattern, value, binding: binding, into: scope)
    }
    if expression.is(DiscardAssignmentExprSyntax.self) { return true }
    if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
      scope.bind(reference.baseName.text, .value(value))
      return true
    }
    // `module as any Named`: matches when the value's enum conforms to the type, then matches what is cast.
    if let (inner, type) = Self.cast(expression) {
      let wanted = type.replacingOccurrences(of: "any ", with: "").trimmingCharacters(in: .whitespaces)
      guard let owner = enumType(of: value) ?? structType(of: value) else { return nil }
      let short = owner.split(separator: ".").last.map(String.init) ?? owner
      guard wanted == owner || wanted == short || conforms(owner, to: wanted) else { return nil }
      return matchCase(inner, value, binding: binding, into: scope)
    }
    // `.feature(module)`: the case's name, then each associated value in order.
    if let call = expression.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      // An optional that is nil matches no case (`if case let .string(kind) = Environment.kind`, unset).
      if case .null = value { return false }
      guard let name = caseName(of: value) else { return nil }
      guard name == access.declName.baseName.text else { return false }
      guard case .call(let made) = value, made.arguments.count == call.arguments.count else { return nil }
      for (argument, associated) in zip(call.arguments, made.arguments) {
        guard let matched = matchCase(argument.expression, associated.value, binding: binding, into: scope) else {
          return nil
        }
        if !matched { return false }
      }
      return true
    }
    let candidate = withExpectedType(enumType(of: value) ?? expectedType) { evaluate(expression, in: scope) }
    return fitsPattern(value, candidate)
  }

  /// `value as T` written in a pattern: the expression cast and the type's text.
  private static func cast(_ expression: ExprSyntax) -> (ExprSyntax, String)? {
    if let cast = expression.as(AsExprSyntax.self) { return (cast.expression, cast.type.trimmedDescription) }
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      if elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
        return (elements[0], type.type.trimmedDescription)
      }
    }
    return nil
  }

  private func execute(_ forStmt: ForStmtSyntax, in scope: ManifestScope) -> ControlFlow {
    guard let name = forStmt.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      forStmt.tryKeyword == nil, forStmt.awaitKeyword == nil
    else {
      warn("ignored a for loop plumb cannot follow: \(firstLine(forStmt))", at: forStmt)
      return .normal
    }
    guard let elements = elementBindings(of: forStmt.sequence, in: scope) else {
      warn("cannot evaluate the sequence of the for loop '\(forStmt.sequence.trimmedDescription)'", at: forStmt)
      return .normal
    }
    for element in elements {
      let body = ManifestScope(parent: scope)
      body.bind(name, element)
      if let whereClause = forStmt.whereClause {
        guard case .bool(let keep) = evaluate(whereClause.condition, in: body) else {
          warn("cannot evaluate the where clause '\(whereClause.condition.trimmedDescription)'", at: whereClause)
          return .normal
        }
        if !keep { continue }
      }
      loopDepth += 1
      let flow = executeBlock(activeItems(forStmt.body.statements), in: body)
      loopDepth -= 1
      if case .returned = flow { return flow }
    }
    return .normal
  }

  /// The elements a loop visits. Over a stored array (`package.targets`, or `package.targets.filter { ... }`)
  /// they are aliases of the array's elements, so writes to the loop variable reach the element, as they do on
  /// PackageDescription's reference types; over anything else, plain values.
  func elementBindings(of sequence: ExprSyntax, in scope: ManifestScope) -> [ManifestScope.Binding]? {
    var source = sequence
    var predicate: ClosureExprSyntax? = nil
    if let call = sequence.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "filter",
      let base = access.base, lvaluePath(base) != nil,
      let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
    {
      source = base
      predicate = closure
    }
    guard let (root, steps) = lvaluePath(source), case .value(let rootValue)? = scope.lookup(root)?.binding,
      let path = concrete(steps, from: rootValue, in: scope, at: sequence),
      case .array(let elements) = read(root: root, path: path, in: scope)
    else {
      return evaluate(sequence, in: scope).arrayValue?.map { .value($0) }
    }
    var bindings: [ManifestScope.Binding] = []
    for (index, element) in elements.enumerated() {
      if let predicate {
        switch invoke(ManifestClosure(syntax: predicate, scope: scope), with: [element], at: sequence) {
        case .bool(true): break
        case .bool(false): continue
        default:
          warn("cannot evaluate the filter '\(firstLine(predicate))'", at: predicate)
          return nil
        }
      }
      bindings.append(.alias(root: root, path: path + [.index(index)]))
    }
    return bindings
  }

  func firstLine(_ node: some SyntaxProtocol) -> String {
    let text = node.trimmedDescription
    let line = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
    return line.count > 80 ? String(line.prefix(77)) + "..." : line
  }

  // MARK: Assignment

  /// `name`, `name.member`, `name.member[0]`: the variable and the path into it, when the expression is one.
  func lvaluePath(_ expression: ExprSyntax) -> (root: String, path: [ValuePathStep])? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, [])
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let (root, path) = lvaluePath(base)
    {
      return (root, path + [.member(member.declName.baseName.text)])
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return lvaluePath(optional.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return lvaluePath(forced.expression)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "first",
      let base = access.base, let (root, path) = lvaluePath(base),
      let closure = call.trailingClosure
        ?? call.arguments.first(where: { $0.label?.text == "where" })?.expression.as(ClosureExprSyntax.self)
    {
      return (root, path + [.firstWhere(closure)])
    }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
      let (root, path) = lvaluePath(subscriptCall.calledExpression), let argument = subscriptCall.arguments.first,
      argument.label == nil
    {
      if let index = argument.expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
        return (root, path + [.index(index)])
      }
      if let key = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
        return (root, path + [.key(key)])
      }
      // `package.targets[index]`, `index` from `firstIndex(where:)`.
      if argument.expression.is(DeclReferenceExprSyntax.self) {
        return (root, path + [.indexExpression(argument.expression)])
      }
    }
    return nil
  }

  /// Changes the value an lvalue designates. Returns false when the variable or the path does not exist.
  @discardableResult
  func mutate(
    _ target: ExprSyntax, in scope: ManifestScope, _ change: (inout ManifestValue) -> Void
  ) -> Bool {
    guard var (root, path) = lvaluePath(target) else {
      warn("cannot assign to '\(target.trimmedDescription)'", at: target)
      return false
    }
    // Follow aliases (loop variables) to the variable they stand for.
    var owner: ManifestScope
    while true {
      guard let (scopeFound, binding) = scope.lookup(root) else {
        if lookup(root, in: scope, at: target) != nil, let found = scope.lookup(root) {
          owner = found.scope
          if case .alias(let aliasRoot, let aliasPath) = found.binding {
            root = aliasRoot
            path = aliasPath + path
            continue
          }
          break
        }
        warn("cannot assign to '\(target.trimmedDescription)': '\(root)' is not a variable plumb knows", at: target)
        return false
      }
      if case .alias(let aliasRoot, let aliasPath) = binding {
        root = aliasRoot
        path = aliasPath + path
        continue
      }
      owner = scopeFound
      break
    }
    guard case .value(var value)? = owner.lookup(root)?.binding,
      let concretePath = concrete(path, from: value, in: scope, at: target)
    else { return false }
    guard Self.update(&value, at: concretePath[...], change) else {
      warn("cannot assign to '\(target.trimmedDescription)'", at: target)
      return false
    }
    owner.bind(root, .value(value))
    return true
  }

  /// Replaces `first(where:)` steps by the index of the element they find.
  func concrete(
    _ path: [ValuePathStep], from root: ManifestValue, in scope: ManifestScope, at node: some SyntaxProtocol
  ) -> [ValuePathStep]? {
    var value = root
    var result: [ValuePathStep] = []
    for step in path {
      switch (step, value) {
      case (.member(let label), .call(let call)):
        value = member(label, of: call) ?? .null
        result.append(step)
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        value = elements[index]
        result.append(step)
      case (.firstWhere(let closure), .array(let elements)):
        let predicate = ManifestClosure(syntax: closure, scope: scope)
        guard
          let index = elements.firstIndex(where: {
            if case .bool(true) = invoke(predicate, with: [$0], at: node) { return true }
            return false
          })
        else {
          warn("no element matches '\(firstLine(closure))'", at: node)
          return nil
        }
        value = elements[index]
        result.append(.index(index))
      case (.key(let key), .dictionary(let pairs)):
        value = Self.entry(key, in: pairs) ?? .null
        result.append(step)
      case (.indexExpression(let expression), .array(let elements)):
        let evaluated = evaluate(expression, in: scope)
        guard case .int(let index) = evaluated, elements.indices.contains(index) else {
          // What could not be evaluated was said where it happened.
          if !evaluated.isUnknown {
            warn("no element at the index '\(firstLine(expression))' (\(evaluated))", at: node)
          }
          return nil
        }
        value = elements[index]
        result.append(.index(index))
      default:
        return nil
      }
    }
    return result
  }

  static func update(
    _ value: inout ManifestValue, at path: ArraySlice<ValuePathStep>, _ change: (inout ManifestValue) -> Void
  ) -> Bool {
    guard let step = path.first else {
      change(&value)
      return true
    }
    switch (step, value) {
    case (.member(let label), .call(var call)):
      var inner = call[label] ?? .null
      guard update(&inner, at: path.dropFirst(), change) else { return false }
      call[label] = inner
      value = .call(call)
      return true
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      guard update(&elements[index], at: path.dropFirst(), change) else { return false }
      value = .array(elements)
      return true
    case (.key(let key), .dictionary(var pairs)):
      let index = pairs.firstIndex { $0.key.stringValue == key }
      var inner = index.map { pairs[$0].value } ?? .null
      guard update(&inner, at: path.dropFirst(), change) else { return false }
      if let index { pairs[index].value = inner } else { pairs.append((.string(key, nil), inner)) }
      value = .dictionary(pairs)
      return true
    default:
      return false
    }
  }

  /// The value a dictionary holds for a string key.
  static func entry(_ key: String, in pairs: [(key: ManifestValue, value: ManifestValue)]) -> ManifestValue? {
    pairs.first { $0.key.stringValue == key }?.value
  }

  func read(root: String, path: [ValuePathStep], in scope: ManifestScope) -> ManifestValue {
    guard var value = lookup(root, in: scope, at: Syntax(TokenSyntax.identifier(root))) else { return .unknown }
    for step in path {
      switch (step, value) {
      case (.member(let label), .call(let call)): value = member(label, of: call) ?? .null
      case (.index(let index), .array(let elements)) where elements.indices.contains(index): value = elements[index]
      case (.key(let key), .dictionary(let pairs)): value = Self.entry(key, in: pairs) ?? .null
      default: return .unknown
      }
    }
    return value
  }
}
