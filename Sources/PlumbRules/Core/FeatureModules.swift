import PlumbModel

extension RuleContext {
  /// Whether a module is a feature module, for the rules about features' shape (naming, public API, where
  /// coordinators live): a production module of a layer marked `independent: true`, or one whose name matches one
  /// of `globs` (a rule's `features` option).
  public func isFeatureModule(_ id: ModuleID, globs: [Glob] = []) -> Bool {
    // Folders outside every target are no modules anyone designed.
    guard let module = graph[id], !module.isTest, !module.isExternal, module.kind != .inferred else { return false }
    if layer(of: id)?.independent == true { return true }
    return globs.contains { ModuleSelector.glob($0).matches(module) }
  }

  /// The feature modules of the checked graph, in graph order.
  public func featureModules(globs: [Glob] = []) -> [Module] {
    productionModules.filter { isFeatureModule($0.id, globs: globs) }
  }
}

extension RuleParameter {
  /// The `features` option of the rules about feature modules.
  public static let features = RuleParameter(
    "features", .strings, default: .strings([]),
    help: "Module name globs (`*Feature`, `Modules/*`) of the feature modules, besides the modules of layers "
      + "marked `independent: true`.")
}
