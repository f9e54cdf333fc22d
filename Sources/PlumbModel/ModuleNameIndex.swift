/// Which module an `import X` means: the one place that answers it, for the scanner (actual edges, name lookup)
/// and the rules (undeclared and unused dependencies).
///
/// Imports name Swift modules, not targets: an Xcode target `Shared-iOS` whose build settings say
/// `PRODUCT_MODULE_NAME = Shared` is imported as `Shared`. When several modules share the imported name (the iOS and
/// watchOS builds of one framework, two packages' products, a local package seen as an external node), the one the
/// importer's build would find wins:
/// 1. one the importer declares as a dependency;
/// 2. one its declared dependencies reach;
/// 3. one built for a platform the importer is built for;
/// 4. one of the importer's own container (package or project);
/// 5. a workspace module before an external product.
///
/// A package target whose folder does not exist (`BuildInfo.folderIsMissing`) means an import only for an importer
/// that declares it.
///
/// A target the importer declares, named as imported, wins over a folder of files no target declares: the module name
/// of an app may be set per configuration (`$(TARGET_NAME) Dev` in Debug, the target's name in the store build),
/// and `@testable import Vault` in a test bundle that depends on (and is hosted by) the app target `Vault` means
/// that target, not the loose scripts in the `Vault/` folder beside the project.
///
/// An SDK or toolchain module's name (`SwiftUI`, `Foundation`) never means a folder of files no target declares, and
/// means a target of the workspace only for an importer whose build can find it: one it declares or its declared
/// dependencies reach, or one of its own container (package or project). A project kept as a test resource with a
/// target named `XCTest` is no `import XCTest` for the rest of the repository.
public struct ModuleNameIndex: Sendable {
  public let graph: ModuleGraph
  private let byName: [String: [Module]]
  /// Which modules the declared dependencies reach: only needed to choose among modules of one name, so built only
  /// when two modules share one.
  private let declared: Reachability<ModuleID>?

  public init(graph: ModuleGraph, work: WorkCounter? = nil) {
    self.graph = graph
    // A folder no target declares never stands for an SDK module of its name (`SwiftUI/` is no `import SwiftUI`).
    byName = Dictionary(
      grouping: graph.modules.filter { $0.kind != .inferred || !SystemModules.contains($0.moduleName) },
      by: \.moduleName)
    declared =
      byName.contains { $0.value.count > 1 || SystemModules.contains($0.key) }
      ? Reachability(graph.declaredDigraph) : nil
    work?.add(graph.modules.count + (declared?.work ?? 0))
  }

  /// Every module `import name` could mean, in graph order.
  public func candidates(named name: String) -> [Module] { byName[name] ?? [] }

  /// The module `import name` in `importer` means; nil for modules outside the graph (Foundation, SwiftUI, anything
  /// the workspace does not know).
  public func module(named name: String, importedFrom importer: ModuleID) -> ModuleID? {
    // A module never imports another build of itself: `import Shared` in a file that Shared-iOS compiles is Shared-iOS.
    if graph[importer]?.moduleName == name { return nil }
    let known = byName[name] ?? []
    if known.allSatisfy({ $0.kind == .inferred }), !SystemModules.contains(name),
      let target = declaredTarget(named: name, by: importer)
    {
      return target
    }
    guard let candidates = byName[name] else { return nil }
    var others = candidates.filter { $0.id != importer }
    if SystemModules.contains(name) { others = others.filter { isFound($0.id, by: importer) } }
    // A package target whose folder does not exist builds no module: only an importer that declares it means it.
    if others.contains(where: { $0.build.folderIsMissing == true }) {
      others.removeAll { $0.build.folderIsMissing == true && !isDeclared($0.id, by: importer) }
    }
    guard !others.isEmpty else { return nil }
    if others.count == 1 { return others[0].id }
    let declaredDependencies = Set(graph.dependencies(of: importer).filter(\.isDeclared).map(\.to))
    if let chosen = others.first(where: { declaredDependencies.contains($0.id) }) { return chosen.id }
    if let declared, let chosen = others.first(where: { declared.reaches(importer, $0.id) }) { return chosen.id }
    var pool = others
    if let platforms = graph[importer]?.build.platforms, !platforms.isEmpty {
      let samePlatform = pool.filter { !$0.build.platforms.isEmpty && !Set($0.build.platforms).isDisjoint(with: platforms) }
      if !samePlatform.isEmpty { pool = samePlatform }
    }
    if let sibling = pool.first(where: { $0.id.container == importer.container }) { return sibling.id }
    if let local = pool.first(where: { !$0.isExternal }) { return local.id }
    return pool[0].id
  }

  private func isDeclared(_ module: ModuleID, by importer: ModuleID) -> Bool {
    graph.dependencies(of: importer).contains { $0.isDeclared && $0.to == module }
  }

  /// Whether the importer's build finds `module` before the SDK's module of the same name: declared, reached through
  /// declared dependencies, or built in the same package or project.
  private func isFound(_ module: ModuleID, by importer: ModuleID) -> Bool {
    if module.container == importer.container { return true }
    if isDeclared(module, by: importer) { return true }
    return declared?.reaches(importer, module) ?? false
  }

  /// A workspace target the importer declares whose target name is the imported name (as an identifier), for a
  /// module name the build sets otherwise in the configuration plumb read.
  private func declaredTarget(named name: String, by importer: ModuleID) -> ModuleID? {
    graph.dependencies(of: importer).first { dependency in
      guard dependency.isDeclared, let target = graph[dependency.to], !target.isExternal, target.kind != .inferred
      else { return false }
      return BuildInfo.c99Identifier(target.name) == name
    }?.to
  }
}
