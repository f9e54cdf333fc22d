@_spi(RawSyntax) import SwiftSyntax

/// Tells an initialiser that only assigns stored properties (`FunctionFact.onlyAssigns`) from one with logic.
///
/// A public struct of a module must spell out its memberwise `init` (`self.id = id; self.name = name`), and a
/// singleton keeps an empty `private init() {}`: both count as functions with a body, yet a test of them would only
/// restate the declaration. Only the body's own statements are read (a few nodes per initialiser, during the walk
/// the scanner makes anyway): each must be one assignment of a plain value, and anything else (a call, an operator,
/// a closure, `#if`, a `guard`) is logic.
enum AssigningInitializer {
  /// `body`: the initialiser's code block (slots: statements 3; each item's expression 1).
  static func onlyAssigns(body: RawNode) -> Bool {
    guard let statements = body.child(3) else { return true }
    for item in statements.children {
      guard let statement = item.child(1), isAssignment(statement) else { return false }
    }
    return true
  }

  /// Whether a closure's statements are empty or one constant, returned or not (`{ .never }`, `{ _ in false }`,
  /// `{ return [] }`): a no-op default (`TypeCheckingLoad.constantClosures`). `statements`: the closure's list.
  static func isConstant(statements: RawNode?) -> Bool {
    guard let statements else { return true }
    let items = statements.childArray
    guard !items.isEmpty else { return true }
    guard items.count == 1, var value = items[0].child(1) else { return false }
    // `return value` (slot 3).
    if value.kind == .returnStmt {
      guard let returned = value.child(3) else { return true }
      value = returned
    }
    return isPlainValue(value) || isEmptyCollection(value)
  }

  /// `[]` or `[:]` (an array's elements, slot 3, none; a dictionary's content the `:` token).
  private static func isEmptyCollection(_ node: RawNode) -> Bool {
    switch node.kind {
    case .arrayExpr: return node.child(3)?.childArray.isEmpty ?? true
    case .dictionaryExpr: return node.child(3)?.kind != .dictionaryElementList
    default: return false
    }
  }

  /// `name = value` or `self.name = value`: a sequence of three (not folded into an operator tree yet).
  private static func isAssignment(_ node: RawNode) -> Bool {
    guard node.kind == .sequenceExpr, let elements = node.child(1)?.childArray, elements.count == 3,
      elements[1].kind == .assignmentExpr
    else { return false }
    return isStoredProperty(elements[0]) && isPlainValue(elements[2])
  }

  /// `name` or `self.name` (a member access: base 1, name 5).
  private static func isStoredProperty(_ node: RawNode) -> Bool {
    switch node.kind {
    case .declReferenceExpr: return true
    case .memberAccessExpr: return node.child(1).map(isSelf) ?? false
    default: return false
    }
  }

  /// A parameter or another property (`id`, `self.id`), an enum case (`.none`), or a literal without interpolation.
  static func isPlainValue(_ node: RawNode) -> Bool {
    switch node.kind {
    case .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr:
      return true
    case .memberAccessExpr:
      guard let base = node.child(1) else { return true }
      return isSelf(base)
    case .stringLiteralExpr:
      // Segments 5: an interpolation (`\(count)`) runs code.
      return !(node.child(5)?.children.contains { $0.kind == .expressionSegment } ?? false)
    default:
      return false
    }
  }

  /// `self` (a reference whose name, slot 3 after a module selector's, is the keyword).
  private static func isSelf(_ node: RawNode) -> Bool {
    node.kind == .declReferenceExpr && (node.child(3)?.isKeyword("self") ?? false)
  }
}
