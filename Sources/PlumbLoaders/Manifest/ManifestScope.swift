import SwiftSyntax

/// A closure value: its syntax and the scope it was written in.
struct ManifestClosure {
  var syntax: ClosureExprSyntax
  var scope: ManifestScope
}

/// One step of a path into a value: `package.targets[2].dependencies`.
enum ValuePathStep {
  case member(String)
  case index(Int)
  /// `targets.first(where: { ... })`: becomes an index once the array is known.
  case firstWhere(ClosureExprSyntax)
  /// `targets[index]` with an index that is no literal: becomes an index once the expression is evaluated.
  case indexExpression(ExprSyntax)
  /// `infoPlist["CFBundleDisplayName"]`: a dictionary's entry, added when missing.
  case key(String)
}

/// Variables visible at one point of the manifest. A class because closures capture it and loop bodies
/// write through it, as Swift's own scopes behave.
final class ManifestScope {
  enum Binding {
    case value(ManifestValue)
    /// A loop variable over `package.targets`: writes to it land in the array element it stands for, as they
    /// would on PackageDescription's `Target` class.
    case alias(root: String, path: [ValuePathStep])
  }

  let parent: ManifestScope?
  /// The type whose static member is being evaluated, so sibling members resolve without `Self.`.
  let enclosingType: String?
  private var bindings: [String: Binding] = [:]

  init(parent: ManifestScope?, enclosingType: String? = nil) {
    self.parent = parent
    self.enclosingType = enclosingType ?? parent?.enclosingType
  }

  func lookup(_ name: String) -> (scope: ManifestScope, binding: Binding)? {
    if let binding = bindings[name] { return (self, binding) }
    return parent?.lookup(name)
  }

  func bind(_ name: String, _ binding: Binding) {
    bindings[name] = binding
  }

  func isBoundHere(_ name: String) -> Bool { bindings[name] != nil }

  /// Every value bound in this scope alone, sorted by name.
  var values: [(name: String, value: ManifestValue)] {
    bindings.keys.sorted().compactMap { name in
      if case .value(let value) = bindings[name] { return (name, value) }
      return nil
    }
  }
}
