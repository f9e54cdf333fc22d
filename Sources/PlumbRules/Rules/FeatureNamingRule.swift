import PlumbModel

/// Feature modules are named after the configured pattern, so a module's name says what it is.
///
/// The feature modules are the modules of a layer marked `independent: true` (the BbA preset's `Modules` layer)
/// and those the `features` globs name. Each one whose name does not match `pattern` is a finding at its
/// declaration (the manifest or project line), with the name the pattern suggests. Test targets and external
/// products are never feature modules; a module that is a feature only by a `features` glob that also fails
/// `pattern` is reported like any other.
public struct FeatureNamingRule: Rule {
  public static let info = RuleInfo(
    id: "feature-naming",
    summary: "Feature modules follow the configured naming (`<Name>Feature`).",
    rationale: """
      A name that says "feature" tells a reader and a tool what a module may depend on and what may depend on it: \
      features are independent of each other, and only the app connects them. In MVP-C as the modularization \
      article describes it, each feature module is named `<Name>Feature` (`HomeFeature`, `ProfileFeature`) beside \
      the app and the shared modules; mixed naming hides which modules are features and lets a shared module pass \
      for one, or a feature for a shared module.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false

  public static let parameters = [
    RuleParameter(
      "pattern", .string, default: .string("*Feature"),
      help: "The glob every feature module's name must match (`*Feature`, `Feature*`, `*Kit`)."),
    .features,
  ]

  static let layers = """
    layers:
      - name: App
        roles: app
      - name: Features
        modules: [HomeFeature, Profile, Settings]
        independent: true
      - name: Core
        modules: [Core]
    """

  public static let triggeringExamples = [
    RuleExample("App[app] -> HomeFeature; App -> Profile; ↓Profile; HomeFeature -> Core; Profile -> Core", configuration: layers),
    RuleExample(
      "App[app] -> Search; ↓Search; Search -> Networking",
      configuration: "rules:\n  feature-naming:\n    features: ['Search', 'Home*']"),
    RuleExample(
      "App[app] -> HomeModule; ↓HomeModule",
      configuration: "rules:\n  feature-naming:\n    pattern: 'Feature*'\n    features: ['*Module']"),
  ]

  public static let nonTriggeringExamples = [
    // Core is shared, not a feature: a check of every library's name would flag it.
    RuleExample(
      "App[app] -> HomeFeature; HomeFeature -> Core; HomeFeatureTests[test] -> HomeFeature",
      configuration: """
        layers:
          - name: App
            roles: app
          - name: Features
            modules: ['*Feature']
            independent: true
          - name: Core
            modules: [Core]
        """),
    RuleExample("App[app] -> Profile; Profile -> Core"),
  ]

  let pattern: Glob
  let features: [Glob]

  public init(parameters: RuleParameterValues) {
    pattern = Glob(parameters.string("pattern"))
    features = parameters.strings("features").map(Glob.init)
  }

  public func check(_ context: RuleContext) -> [Finding] {
    context.featureModules(globs: features).compactMap { module in
      guard !pattern.matches(module.name) else { return nil }
      let suggestion = pattern.pattern.contains("*")
        ? pattern.pattern.replacingOccurrences(of: "*", with: module.name) : pattern.pattern
      return context.finding(
        "feature module '\(context.displayName(module.id))' is not named like '\(pattern.pattern)'",
        at: module.declaredAt, modules: [module.id], symbol: module.name,
        notes: ["rename it (for example to '\(suggestion)'), or change `pattern` if the team names features otherwise"])
    }
  }
}
