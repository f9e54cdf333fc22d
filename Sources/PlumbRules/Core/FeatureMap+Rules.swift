import PlumbModel

/// The options of the rules that keep features apart inside one target (`view-independence`, `flow-through-app`),
/// and the feature map they read: the one of `PlumbModel`, over the rule context's feature modules.
extension FeatureMap {
  /// The `feature-folders` option both rules take.
  public static let foldersParameter = RuleParameter(
    "feature-folders", .strings, default: .strings(FeatureFolders.defaultPatterns),
    help: "Folder globs, relative to the analysed root, whose matches are features inside one target "
      + "(`**/Features/*` makes each folder under `Features/` a feature). Modules of an `independent: true` layer "
      + "are features as well.")
  /// The `shared-folders` option both rules take.
  public static let sharedParameter = RuleParameter(
    "shared-folders", .strings,
    default: .strings(["Common", "Shared", "Core", "Foundation", "Components", "DesignSystem", "UIComponents",
      "Utilities", "Utils", "Extensions", "Helpers", "Resources", "Base", "Main", "Root", "App", "Application"]),
    help: "Folder names that a `feature-folders` glob matches but that hold what the features share, or the app's "
      + "root that puts them together (`Main`, `Root`).")

  public init(context: RuleContext, code: CodeIndex, parameters: RuleParameterValues) {
    self.init(
      code: code, featureModules: Set(code.typesByModule.keys.filter { context.isFeatureModule($0) }),
      folders: parameters.strings(Self.foldersParameter.name).map(Glob.init),
      shared: parameters.strings(Self.sharedParameter.name))
  }
}
