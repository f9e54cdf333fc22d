import PlumbModel
import SwiftSyntax

/// An operator expression folded by precedence (the parser leaves `a + b == c` as a flat sequence).
indirect enum FoldedExpression {
  case operand(ExprSyntax)
  case binary(String, FoldedExpression, FoldedExpression, at: Syntax)
  case ternary(FoldedExpression, ExprSyntax, FoldedExpression)
  case cast(FoldedExpression)
}

extension ManifestEvaluator {
  private enum SequenceToken {
    case operand(ExprSyntax)
    case binary(String, Syntax)
    case ternary(ExprSyntax, Syntax)
    case cast
  }

  /// Swift's standard precedence groups, from tightest to loosest, as numbers; and whether they group right.
  private static func precedence(of op: String) -> (Int, rightAssociative: Bool)? {
    switch op {
    case "*", "/", "%": (7, false)
    case "+", "-": (6, false)
    case "..<", "...": (5, false)
    case "as": (4, false)
    case "??": (3, true)
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": (2, false)
    case "&&": (1, false)
    case "||": (0, false)
    case "?:": (-1, true)
    case "=", "+=", "-=": (-2, true)
    default: nil
    }
  }

  func evaluateSequence(_ elements: [ExprSyntax], in scope: ManifestScope, at node: some SyntaxProtocol)
    -> ManifestValue
  {
    var tokens: [SequenceToken] = []
    for element in elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        tokens.append(.binary(op.operator.text, Syntax(op)))
      } else if element.is(AssignmentExprSyntax.self) {
        tokens.append(.binary("=", Syntax(element)))
      } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
        tokens.append(.ternary(ternary.thenExpression, Syntax(ternary)))
      } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
        tokens.append(.cast)
      } else if element.is(TypeExprSyntax.self), case .cast? = tokens.last {
        continue  // the type after `as`: casts do not change manifest values
      } else {
        tokens.append(.operand(element))
      }
    }
    var position = 0
    guard let folded = fold(tokens, &position, minimum: -2), position == tokens.count else {
      warn("cannot evaluate the expression '\(firstLine(node))'", at: node)
      return .unknown
    }
    return evaluate(folded, in: scope)
  }

  private func fold(_ tokens: [SequenceToken], _ position: inout Int, minimum: Int) -> FoldedExpression? {
    guard position < tokens.count, case .operand(let first) = tokens[position] else { return nil }
    position += 1
    var lhs = FoldedExpression.operand(first)
    while position < tokens.count {
      switch tokens[position] {
      case .cast:
        guard 4 >= minimum else { return lhs }
        position += 1
        lhs = .cast(lhs)
      case .ternary(let thenExpression, _):
        guard -1 >= minimum else { return lhs }
        position += 1
        guard let rhs = fold(tokens, &position, minimum: -1) else { return nil }
        lhs = .ternary(lhs, thenExpression, rhs)
      case .binary(let op, let node):
        guard let (level, rightAssociative) = Self.precedence(of: op), level >= minimum else { return lhs }
        position += 1
        guard let rhs = fold(tokens, &position, minimum: rightAssociative ? level : level + 1) else { return nil }
        lhs = .binary(op, lhs, rhs, at: node)
      case .operand:
        return nil
      }
    }
    return lhs
  }

  private func evaluate(_ folded: FoldedExpression, in scope: ManifestScope) -> ManifestValue {
    switch folded {
    case .operand(let expression):
      return evaluate(expression, in: scope)
    case .cast(let inner):
      return evaluate(inner, in: scope)
    case .ternary(let condition, let thenExpression, let otherwise):
      switch evaluate(condition, in: scope) {
      case .bool(true): return evaluate(thenExpression, in: scope)
      case .bool(false): return evaluate(otherwise, in: scope)
      default: return .unknown
      }
    case .binary(let op, let lhs, let rhs, let node):
      return evaluateBinary(op, lhs, rhs, at: node, in: scope)
    }
  }

  private func evaluateBinary(
    _ op: String, _ lhs: FoldedExpression, _ rhs: FoldedExpression, at node: Syntax, in scope: ManifestScope
  ) -> ManifestValue {
    switch op {
    case "=", "+=":
      guard case .operand(let target) = lhs else {
        warn("cannot assign to this expression", at: node)
        return .unknown
      }
      // `$0.sources = .interface` on a struct the manifest declares: the property's declared type.
      var propertyType: String? = nil
      if let access = target.as(MemberAccessExprSyntax.self), let base = access.base,
        base.is(DeclReferenceExprSyntax.self), let owner = structType(of: evaluateQuietly(base, in: scope))
      {
        propertyType = self.propertyType(access.declName.baseName.text, ofStruct: owner)
      }
      let value = withExpectedType(propertyType ?? expectedType) { evaluate(rhs, in: scope) }
      // `_ = Package(...)`: the value is discarded, yet the package is made, and a `Package` registers itself when
      // it is made; keep it where the reader looks for the package (any global holding one).
      if op == "=", target.is(DiscardAssignmentExprSyntax.self) {
        if case .call(let call) = value, call.name == "Package", globals.lookup(Self.discardedPackage) == nil {
          globals.bind(Self.discardedPackage, .value(value))
        }
        return .null
      }
      mutate(target, in: scope) { current in
        if op == "=" {
          current = value
        } else {
          current = add(current, value, at: node)
        }
      }
      return .null
    case "&&", "||":
      // Short-circuit as Swift does, so `a != nil && a!.x` does not trip on an unknown.
      let left = evaluate(lhs, in: scope)
      guard case .bool(let l) = left else { return .unknown }
      if op == "&&" && !l { return .bool(false) }
      if op == "||" && l { return .bool(true) }
      guard case .bool(let r) = evaluate(rhs, in: scope) else { return .unknown }
      return .bool(r)
    case "??":
      let left = evaluate(lhs, in: scope)
      // `Stage(rawValue: text) ?? .debug`: the default is a case of the type the left side makes.
      if case .null = left { return withExpectedType(madeType(lhs) ?? expectedType) { evaluate(rhs, in: scope) } }
      return left
    default:
      break
    }
    let left = evaluate(lhs, in: scope)
    // `self != .networking`: Swift reads the case in the type of the other side, `$0.product == .app` in the type
    // of the target's argument.
    let compared = ["==", "!="].contains(op) ? enumType(of: left) ?? argumentType(read: lhs, in: scope) : nil
    let right = withExpectedType(compared ?? expectedType) {
      evaluate(rhs, in: scope)
    }
    // `knownTargets + unknowable()`: keep the part that could be read (the unknown part was reported).
    if op == "+", case .array = left, right.isUnknown { return left }
    if op == "+", left.isUnknown, case .array = right { return right }
    if left.isUnknown || right.isUnknown { return .unknown }
    switch op {
    case "+":
      return add(left, right, at: node)
    case "..<", "...":
      return .range(left, right, closed: op == "...")
    case "==", "!=":
      guard let same = sameCase(left, right) ?? left.isEqual(to: right) else {
        warn("cannot compare \(left) with \(right)", at: node)
        return .unknown
      }
      return .bool(op == "==" ? same : !same)
    case "-", "*", "/", "%", "<", ">", "<=", ">=":
      guard case .int(let l) = left, case .int(let r) = right else { break }
      switch op {
      case "-": return .int(l - r)
      case "*": return .int(l * r)
      case "/": return r == 0 ? .unknown : .int(l / r)
      case "%": return r == 0 ? .unknown : .int(l % r)
      case "<": return .bool(l < r)
      case ">": return .bool(l > r)
      case "<=": return .bool(l <= r)
      default: return .bool(l >= r)
      }
    default:
      break
    }
    warn("cannot evaluate '\(op)' on \(left) and \(right)", at: node)
    return .unknown
  }

  /// The declared type an operand makes when it calls that type's initialiser (`Stage(rawValue: text)`).
  private func madeType(_ operand: FoldedExpression) -> String? {
    guard case .operand(let expression) = operand, let call = expression.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, knowsType(name)
    else { return nil }
    return name
  }

  /// The type of a ProjectDescription or PackageDescription argument an operand reads (`$0.product` of a target).
  private func argumentType(read operand: FoldedExpression, in scope: ManifestScope) -> String? {
    guard case .operand(let expression) = operand, let access = expression.as(MemberAccessExprSyntax.self),
      let base = access.base, base.is(DeclReferenceExprSyntax.self),
      case .call(let call) = evaluateQuietly(base, in: scope)
    else { return nil }
    return argumentType(call: call.name, label: access.declName.baseName.text)
  }

  func add(_ left: ManifestValue, _ right: ManifestValue, at node: some SyntaxProtocol) -> ManifestValue {
    switch (left, right) {
    case (.array(let a), .array(let b)): return .array(a + b)
    case (.null, .array(let b)): return .array(b)  // `target.swiftSettings? += [...]` on an absent list
    case (.string(let a, let location), .string(let b, _)): return .string(a + b, location)
    case (.int(let a), .int(let b)): return .int(a + b)
    case (.unknown, _), (_, .unknown): return .unknown
    default:
      warn("cannot add \(right) to \(left)", at: node)
      return .unknown
    }
  }
}
