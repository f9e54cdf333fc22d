import PlumbModel

/// What `.plumb.yml` says, after `extends:` has been resolved: which modules to look at, the layers, the rules
/// and their options, the dependency policies and the accepted findings.
public struct Configuration: Sendable {
  /// Per-rule settings under `rules:`.
  public struct RuleSettings: Hashable, Sendable {
    /// nil: the rule's default; `.some(nil)`: `off`.
    public var severity: Severity??
    public var parameters: [String: ParameterValue]
    public var location: Location?

    public init(severity: Severity?? = nil, parameters: [String: ParameterValue] = [:], location: Location? = nil) {
      self.severity = severity
      self.parameters = parameters
      self.location = location
    }
  }

  /// Module name or path globs; when not empty, only matching modules are checked.
  public var include: [Glob] = []
  public var exclude: [Glob] = []
  /// Top first: a module may depend on its own layer and the layers below it.
  public var layers: [Layer] = []
  public var rules: [String: RuleSettings] = [:]
  public var forbidden: [DependencyPolicy] = []
  public var allowed: [DependencyPolicy] = []
  public var required: [DependencyPolicy] = []
  public var ignores: [IgnoreEntry] = []
  /// The files read, the extended ones first (presets as `preset:<name>`).
  public var sources: [String] = []
  /// `strict: true`: configuration warnings (unknown keys, unknown rule names) stop the run, as `--strict` does.
  public var strict = false
  /// `packages-path:`: a folder of remote package checkouts (Xcode's `SourcePackages`), relative to the configuration
  /// file; `--packages-path` wins over it.
  public var packagesPath: String?
  /// `include-submodules: true`: findings and input problems inside the git submodules (`.gitmodules`) are reported
  /// as the app's; by default they are counted, not listed (see `GitSubmodules`).
  public var includeSubmodules = false

  public init() {}

  /// Whether a module is checked at all: it matches `include` (when given) and no `exclude`, and its files (its
  /// sources, else the manifest or project that declares it) do not all lie where `exclude` points: excluding
  /// `Tests/Fixtures/**` also leaves out the fixture packages' targets and the files found outside any target there.
  public func includes(_ module: Module) -> Bool {
    func selects(_ glob: Glob) -> Bool {
      ModuleSelector.glob(glob).matches(module) || ModuleSelector.folder(glob).matches(module)
    }
    if !include.isEmpty, !include.contains(where: selects) { return false }
    if exclude.contains(where: selects) { return false }
    let files = module.sources.isEmpty ? (module.declaredAt.map { [$0.file] } ?? []) : module.sources
    return exclude.isEmpty || files.isEmpty || !files.allSatisfy(excludes(path:))
  }

  /// Whether a file lies where `exclude` points (`exclude: ["Tests/Fixtures/**"]`): problems met reading it are not
  /// reported either.
  public func excludes(path: String) -> Bool {
    exclude.contains { $0.matches(path) }
  }

  /// The index in `layers` (0 = top) of the module's layer: the first that names it by module or path glob,
  /// else the first whose roles match it. Test targets stand outside the layers (`CoreTests` is not in a
  /// `Core*` layer) unless a layer asks for `roles: test`.
  public func layerIndex(of module: Module) -> Int? {
    if module.isTest { return layers.firstIndex { $0.hasRole(of: module) } }
    return layers.firstIndex { $0.names(module) } ?? layers.firstIndex { $0.hasRole(of: module) }
  }

  public func layer(of module: Module) -> Layer? {
    layerIndex(of: module).map { layers[$0] }
  }

  /// The severity a rule runs with, or nil when it is off (explicitly, or by default for opt-in rules).
  public func severity(of rule: any Rule.Type) -> Severity? {
    if let settings = rules[rule.info.id], let severity = settings.severity { return severity }
    if rules[rule.info.id] != nil { return rule.info.defaultSeverity }  // mentioned with options only: enabled
    return rule.isEnabledByDefault ? rule.info.defaultSeverity : nil
  }

  public func parameters(of rule: any Rule.Type) -> RuleParameterValues {
    RuleParameterValues(declared: rule.parameters, overrides: rules[rule.info.id]?.parameters ?? [:])
  }

  /// The ignore entry that accepts a finding, if any.
  public func ignoreEntry(for finding: Finding) -> IgnoreEntry? {
    ignores.first { $0.matches(finding) }
  }

  /// `base` extended by `self`: settings written here win; lists of policies and ignores add up; layers,
  /// include and exclude are replaced when written here.
  func merged(over base: Configuration, written keys: Set<String>) -> Configuration {
    var result = base
    if keys.contains("include") { result.include = include }
    if keys.contains("exclude") { result.exclude = exclude }
    if keys.contains("layers") { result.layers = layers }
    if keys.contains("strict") { result.strict = strict }
    if keys.contains("packages-path") { result.packagesPath = packagesPath }
    if keys.contains("include-submodules") { result.includeSubmodules = includeSubmodules }
    for (id, settings) in rules {
      var merged = result.rules[id] ?? RuleSettings()
      if let severity = settings.severity { merged.severity = severity }
      merged.parameters.merge(settings.parameters) { $1 }
      merged.location = settings.location ?? merged.location
      result.rules[id] = merged
    }
    result.forbidden += forbidden
    result.allowed += allowed
    result.required += required
    result.ignores += ignores
    result.sources += sources
    return result
  }
}
