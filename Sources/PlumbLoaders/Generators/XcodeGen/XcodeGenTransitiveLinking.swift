/// XcodeGen's `transitivelyLinkDependencies` (an option, or a target's own setting): a target also depends on the
/// dependencies of the frameworks it depends on, and their dependencies, down to targets that embed their own
/// (apps and test bundles). The generated project declares those dependencies, so the spec's reading does too;
/// each added one is placed at the line of the direct dependency it is reached through.
enum XcodeGenTransitiveLinking {
  /// The key of a dependency written with `embed: true`, which XcodeGen does not carry past its target.
  static func key(_ from: String, _ to: String) -> String { from + "\u{0}" + to }

  /// - Parameters:
  ///   - enabled: the names of the targets that link transitively.
  ///   - explicitlyEmbedded: `key(from, to)` of dependencies (targets or products) written with `embed: true`.
  static func apply(to targets: inout [XcodeTarget], enabled: Set<String>, explicitlyEmbedded: Set<String>) {
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for index in targets.indices where enabled.contains(targets[index].name) {
      targets[index] = linkingTransitively(targets[index], byName: byName, explicitlyEmbedded: explicitlyEmbedded)
    }
  }

  private static func linkingTransitively(
    _ top: XcodeTarget, byName: [String: XcodeTarget], explicitlyEmbedded: Set<String>
  ) -> XcodeTarget {
    var result = top
    var names = Set(top.dependencies.map(\.targetName))
    var products = Set(top.packageProducts.map(\.productName))
    var visited: Set<String> = [top.name]
    // Each queued target with the direct dependency of `top` it is reached through.
    var queue: [(XcodeTarget, XcodeTargetDependency)] = top.dependencies.compactMap { dependency in
      guard dependency.projectFileName == nil, let target = byName[dependency.targetName], !embedsOwn(target) else {
        return nil
      }
      return (target, dependency)
    }
    while !queue.isEmpty {
      let (target, via) = queue.removeFirst()
      guard visited.insert(target.name).inserted else { continue }
      let carried = target.dependencies.filter { !explicitlyEmbedded.contains(key(target.name, $0.targetName)) }
      for dependency in carried {
        guard names.insert(dependency.targetName).inserted else { continue }
        var added = XcodeTargetDependency(
          targetName: dependency.targetName, projectFileName: dependency.projectFileName, line: via.line)
        added.file = via.file
        result.dependencies.append(added)
        if dependency.projectFileName == nil, let next = byName[dependency.targetName], !embedsOwn(next) {
          queue.append((next, via))
        }
      }
      for product in target.packageProducts where !explicitlyEmbedded.contains(key(target.name, product.productName)) {
        guard products.insert(product.productName).inserted else { continue }
        var added = XcodePackageProduct(productName: product.productName, package: product.package, line: via.line)
        added.file = via.file
        result.packageProducts.append(added)
      }
    }
    return result
  }

  /// Apps and test bundles embed their own dependencies: XcodeGen does not look past them.
  private static func embedsOwn(_ target: XcodeTarget) -> Bool {
    let type = String(target.productType.dropFirst("com.apple.product-type.".count))
    return XcodeGenProjectBuilder.appTypes.contains(type) || type.hasPrefix("bundle.unit-test")
      || type.hasPrefix("bundle.ui-testing") || type == "bundle.ocunit-test"
  }
}
