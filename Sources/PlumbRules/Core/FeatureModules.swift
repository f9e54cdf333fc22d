import PlumbModel

extension RuleContext {
  /// Whether a module is a feature module, for the rules about features' shape (naming, public API, where
  /// coordinators live): a production module of a layer marked `independent: true`, or one whose name matches one
  /// of `globs` (a rule's `features` option).
  ///
  /// A layer's name globs and paths say which modules are features; a module that is in an independent layer
  /// only by its role (the bba preset's `roles: library`, which takes every library it does not name) is a feature
  /// only when its code declares a screen's logic (a view controller, view model, presenter, interactor or
  /// reducer) and no sibling of the layer uses it: a design system, a networking client, a models library or a kit
  /// of shared rows is shared, whatever layer catches it.
  public func isFeatureModule(_ id: ModuleID, globs: [Glob] = []) -> Bool {
    // Folders outside every target are no modules anyone designed.
    guard let module = graph[id], !module.isTest, !module.isExternal, module.kind != .inferred else { return false }
    if let layer = layer(of: id), layer.independent {
      // One of the modules `feature-independence` holds apart, and not what its siblings share.
      return isIndependentModule(id) && (layer.names(module) || !isUsedBySiblings(id, in: layer))
    }
    return globs.contains { ModuleSelector.glob($0).matches(module) }
  }

  /// Whether the module is one `feature-independence` holds apart from its siblings: in an independent layer by its
  /// name, or by its role with a screen's logic. (A module its siblings use is still one: that use is the finding.)
  public func isIndependentModule(_ id: ModuleID) -> Bool {
    guard let module = graph[id], !module.isTest, !module.isExternal, module.kind != .inferred,
      let layer = layer(of: id), layer.independent
    else { return false }
    return layer.names(module) || declaresScreenLogic(id)
  }

  /// Whether another production module of the same layer depends on this one. In an independent layer features
  /// are used by the app alone; a module its siblings use, caught by the layer's role, is what they share (a kit of
  /// rows and media views with a view model of its own).
  func isUsedBySiblings(_ id: ModuleID, in layer: Layer) -> Bool {
    graph.dependencies.contains { dependency in
      dependency.to == id && dependency.from != id && graph[dependency.from].map { !$0.isTest } == true
        && self.layer(of: dependency.from)?.name == layer.name
    }
  }

  /// Whether the module declares a screen's logic (`CodeIndex.declaresScreenLogic`); true when the code was not
  /// indexed (the layer alone decides then).
  public func declaresScreenLogic(_ id: ModuleID) -> Bool {
    code?.declaresScreenLogic(id) ?? true
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
