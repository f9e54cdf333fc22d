extension ModuleGraph {
  /// Whether a module is a plugin bundle that only hands its types to a host: an Xcode framework or bundle that no
  /// target of the workspace links, embeds or depends on (the host finds it at run time by its principal class, as
  /// Loop and Trio load their `.loopplugin` bundles), whose code decides nothing (`ModuleFacts.hasNoLogic`: a
  /// class whose one property returns `G6CGMManager.self` and whose `init` logs a line). There is nothing for a test
  /// to check that the declaration does not say; the types it hands over are tested where they live. A framework
  /// other targets link is a library, whatever its size, and a module with a branch is worth a test.
  public func isPluginBundle(_ module: Module, facts: SourceFacts.ModuleFacts?) -> Bool {
    guard [.framework, .bundle].contains(module.kind), let facts, facts.hasNoLogic else { return false }
    return dependents(of: module.id).allSatisfy { self[$0.from]?.isTest == true }
  }
}
