@_spi(RawSyntax) import SwiftSyntax
import PlumbModel

/// Tells a function that only hands out a resource of its module's bundle (`FunctionFact.returnsABundleResource`)
/// from one with logic.
///
/// A package target that bundles data files (a grammar's query files) gives its clients their URLs:
/// `Bundle.module.url(forResource: filename, withExtension: "scm")!`, often through a small function of the same file
/// that the others call with a name (`url(named: "highlights")`). Only the body's own statements are read: one
/// expression, returned or not, that is such a call (force-unwrapped or optionally chained or not) whose arguments are
/// names or literals, or a call of a function of the same name as one that is, with such arguments.
enum ResourceAccessor {
  /// What a function's body does, as far as this asks.
  enum Body: Equatable {
    /// Returns `Bundle.module`'s URL or path of a resource.
    case bundleResource
    /// Calls a function by its plain name (`url(named: "highlights")`), with names or literals.
    case forwards(String)
    case other
  }

  /// The `Bundle` methods that find a resource of a bundle (`url(forResource:withExtension:)`,
  /// `path(forResource:ofType:)`, `urls(forResourcesWithExtension:subdirectory:)`).
  static let lookups: Set<String> = ["url", "path", "urls", "paths"]

  /// `statements`: the function's code block's list (slot 3 of the block).
  static func read(statements: RawNode?) -> Body {
    guard let items = statements?.childArray, items.count == 1, var value = items[0].child(1) else { return .other }
    // `return value` (slot 3).
    if value.kind == .returnStmt {
      guard let returned = value.child(3) else { return .other }
      value = returned
    }
    // `value!` or `value?` (slot 1).
    while value.kind == .forceUnwrapExpr || value.kind == .optionalChainingExpr {
      guard let wrapped = value.child(1) else { return .other }
      value = wrapped
    }
    // A call (callee 1, arguments 5) without trailing closures (9, 11), every argument (its value 5) plain.
    guard value.kind == .functionCallExpr, let called = value.child(1), value.child(9) == nil,
      value.child(11)?.childArray.isEmpty ?? true
    else { return .other }
    let arguments = value.child(5)?.childArray ?? []
    guard arguments.allSatisfy({ $0.child(5).map(AssigningInitializer.isPlainValue) ?? false }) else { return .other }
    switch called.kind {
    case .declReferenceExpr:
      // The name, slot 3 after a module selector's.
      guard let name = called.child(3), name.isPresentToken else { return .other }
      return .forwards(String(syntaxText: name.tokenText))
    case .memberAccessExpr:
      // `Bundle.module.url(forResource: ...)`: the first argument's label (slot 1) names the resource.
      guard let base = called.child(1), isBundleModule(base), let method = called.child(5)?.child(3),
        lookups.contains(String(syntaxText: method.tokenText)),
        let label = arguments.first?.child(1), label.tokenText.starts(with: "forResource".utf8)
      else { return .other }
      return .bundleResource
    default:
      return .other
    }
  }

  /// Marks the functions that call, by name, a function of the same file marked already (`forwards`, read by
  /// `read` for each function of the file, by its index): a file's small lookup and the accessors that name it.
  static func markForwarders(_ functions: inout [FunctionFact], forwards: [(index: Int, callee: String)]) {
    var pending = forwards
    var changed = true
    while changed {
      changed = false
      let marked = Set(functions.filter { $0.returnsABundleResource && $0.kind == .function }.map(\.name))
      pending.removeAll { forward in
        guard marked.contains(forward.callee) else { return false }
        functions[forward.index].returnsABundleResource = true
        changed = true
        return true
      }
    }
  }

  /// `Bundle.module`: a member access (base 1, name 5) of `module` on `Bundle`.
  private static func isBundleModule(_ node: RawNode) -> Bool {
    guard node.kind == .memberAccessExpr, let base = node.child(1), base.kind == .declReferenceExpr,
      base.child(3)?.tokenText == "Bundle", node.child(5)?.child(3)?.tokenText == "module"
    else { return false }
    return true
  }
}
