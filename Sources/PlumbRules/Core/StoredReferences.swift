import PlumbModel

/// What a type's stored properties point at, property by property: the questions of the rules about ownership
/// (who holds whom strongly, who created what it holds).
extension CodeIndex {
  /// A strong stored property, the type that declares it, and the workspace types it may hold.
  public struct Holding: Sendable {
    public var owner: TypeGraph.Node
    public var property: PropertyFact
    public var targets: [TypeGraph.Node]
  }

  /// The workspace types a type name written in `node` resolves to, as the type graph resolved the names `node`
  /// mentions: generic parameters, framework types and other names of no workspace type resolve to none.
  /// `[String: Core.UserService]?` gives `Core.UserService`; protocols stay protocols.
  public func resolve(_ written: String, in node: TypeGraph.Node) -> [TypeGraph.Node] {
    let names = CodeIndex.typeNames(in: written)
    guard !names.isEmpty else { return [] }
    var result: [TypeGraph.Node] = []
    for edge in outgoing[node] ?? [] where edge.to != node {
      let simple = edge.to.name.split(separator: ".").last.map(String.init) ?? edge.to.name
      if names.contains(edge.to.name) || names.contains(simple) { result.append(edge.to) }
    }
    return result
  }

  /// `node` and, for a protocol, the types that adopt it, for a class, its subclasses (transitively): what a
  /// property of that type may hold at run time. Test doubles (types in test files) are left out.
  public func concreteCandidates(of node: TypeGraph.Node) -> [TypeGraph.Node] {
    var result: [TypeGraph.Node] = []
    var seen: Set<TypeGraph.Node> = []
    var queue = [node]
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      if next != node, let file = types[next]?.file, CodeIndex.isTestPath(file) { continue }
      result.append(next)
      queue.append(contentsOf: adopters[next] ?? [])
    }
    return result
  }

  /// Whether a written type is a function type (a closure): what it holds is what the closure captures, which
  /// the scan does not record.
  public static func isFunctionType(_ written: String) -> Bool {
    written.contains("->")
  }

  /// Whether a written type is a weak box (`Weak<View>`, `WeakRef<T>`, `[WeakBox<Observer>]`): the usual
  /// workaround for collections of weak references.
  public static func isWeakBox(_ written: String) -> Bool {
    typeNames(in: written).contains { name in
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      return simple.hasPrefix("Weak") || simple.hasPrefix("Unowned")
    }
  }

  /// A stored property that holds what it points at strongly: not static, not `weak` or `unowned`, not a closure
  /// and not a weak box.
  public static func holdsStrongly(_ property: PropertyFact) -> Bool {
    guard !property.isStatic, property.ownership == nil, let written = property.typeName else { return false }
    return !isFunctionType(written) && !isWeakBox(written)
  }

  /// The workspace superclass of a class, if its inheritance clause starts with one.
  public func superclass(of node: TypeGraph.Node) -> TypeGraph.Node? {
    guard let info = types[node], info.fact.kind == .class, let first = info.fact.inherits.first else { return nil }
    return resolve(TypeGraph.withoutGenericArguments(first), in: node).first { types[$0]?.fact.kind == .class }
  }

  /// The strong stored properties of `node` and of its workspace superclasses, each with the workspace types it
  /// may hold (protocols and classes widened to their adopters and subclasses), and the type that declares it.
  public func strongHoldings(of node: TypeGraph.Node) -> [Holding] {
    var result: [Holding] = []
    var current: TypeGraph.Node? = node
    var visited: Set<TypeGraph.Node> = []
    while let owner = current, visited.insert(owner).inserted, let info = types[owner] {
      for property in info.fact.properties where CodeIndex.holdsStrongly(property) {
        // `var interactor: ListInteractorProtocol = ListInteractor()`: the declared type may be a typealias the
        // graph does not resolve, the constructed one is what is held.
        let written = [property.type, property.inferredType].compactMap { $0 }
        let targets = Array(Set(written.flatMap { resolve($0, in: owner) }.flatMap(concreteCandidates(of:)))).sorted()
        if !targets.isEmpty { result.append(Holding(owner: owner, property: property, targets: targets)) }
      }
      current = superclass(of: owner)
    }
    return result
  }

  /// A chain of strong stored properties that leads from `start` to `goal` (`["viewController.interactor",
  /// "ListInteractor.presenter"]`), at most `depth` properties long; nil when there is none.
  public func strongPath(from start: TypeGraph.Node, to goal: TypeGraph.Node, depth: Int = 4) -> [String]? {
    var frontier: [(node: TypeGraph.Node, path: [String])] = [(start, [])]
    var seen: Set<TypeGraph.Node> = [start]
    for _ in 0..<depth {
      var next: [(node: TypeGraph.Node, path: [String])] = []
      for (node, path) in frontier {
        for holding in strongHoldings(of: node) {
          let step = path + ["\(node.name).\(holding.property.name)"]
          if holding.targets.contains(goal) { return step }
          for target in holding.targets where seen.insert(target).inserted { next.append((target, step)) }
        }
      }
      frontier = next
    }
    return nil
  }
}

extension RuleContext {
  /// `judgedTypes(roles:)` without the types of test files (see `CodeIndex.isTestPath`).
  public func judgedAppTypes(roles: Set<Role>) -> [CodeIndex.TypeInfo] {
    judgedTypes(roles: roles).filter { !CodeIndex.isTestPath($0.file) }
  }
}
