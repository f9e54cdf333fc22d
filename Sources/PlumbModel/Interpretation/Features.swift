/// What makes a module a feature, decided here once: by its code (it declares a screen's logic) or, before any
/// configuration names the features, by its name. Configuration adds to it: the modules of an `independent: true`
/// layer, and feature folders inside one target (`FeatureMap`, by `feature-folders`; which folder is one:
/// `FeatureFolders`).
extension CodeIndex {
  /// Whether the module declares a screen's logic: a concrete type of a `Role.screenLogic` role (by evidence, not
  /// only by a `Controller` name), outside test folders, that is not shared machinery: not observable state alone
  /// (`isObservableOnly`), not an `open` base class, not a base that other types of its role extend.
  public func declaresScreenLogic(_ id: ModuleID) -> Bool {
    (typesByModule[id] ?? []).contains { type in
      !type.isProtocol && type.isScreenPart(among: Role.screenLogic)
        && !CodeIndex.isTestPath(type.file) && !Self.isObservableOnly(type)
        // A base class the screens of other modules extend is shared machinery, not a screen.
        && type.fact.accessLevel != .open
        && !(adopters[type.node] ?? []).contains { types[$0]?.role == type.role }
    }
  }

  /// A view model by observability alone (`@Observable final class Theme`, held by views): shared state such as a
  /// theme, a client or preferences, not a screen's logic.
  public static func isObservableOnly(_ type: TypeInfo) -> Bool {
    let observability = ["@Observable", "@ObservableObject", "conforms to ObservableObject", "held by view"]
    return type.role == .viewModel && type.evidence.allSatisfy { evidence in
      observability.contains { evidence.hasPrefix($0) }
    }
  }
}

extension Module {
  /// Whether the name says "feature module": `…Feature`, `…Features`, `…Scene`, `…Module`, or a folder so named
  /// (`Features/Home`). What `plumb init` goes by before any configuration says which modules are features.
  public var isNamedLikeFeature: Bool {
    let suffixes = ["Feature", "Features", "Scene", "Scenes", "Module"]
    if suffixes.contains(where: { name.hasSuffix($0) && name != $0 }) { return true }
    let folders = ["Features", "Modules", "Scenes"]
    let components = (path ?? "").split(separator: "/").map(String.init)
    return components.dropLast().contains { folders.contains($0) }
  }
}
