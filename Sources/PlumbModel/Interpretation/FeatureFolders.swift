/// Which folder of a path is one feature, decided here once for the two ways a configuration names features inside
/// a target: the `feature-folders` globs of the rules that keep features apart (`**/Features/*`), and the `paths` of
/// an `independent: true` layer (`**/Features/**`), whose independent units are the same folders.
public enum FeatureFolders {
  /// The folders that are features when no configuration says otherwise: each folder under a `Features`,
  /// `Scenes`, `Modules`, `Screens` or `Flows` folder (a coordinator app's `Flows/Onboarding`, `Flows/Checkout` are
  /// its features, each a coordinator with its screens). The default of the rules' `feature-folders`, and the
  /// folder graph's split (`FolderGraph`).
  public static let defaultPatterns = ["**/Features/*", "**/Scenes/*", "**/Modules/*", "**/Screens/*", "**/Flows/*"]
  public static let defaultGlobs = defaultPatterns.map(Glob.init)

  /// The first folder of `path` (its file name left out) that one of `globs` matches: `App/Features/Home` for
  /// `App/Features/Home/Views/HomeView.swift` under `**/Features/*`. The outermost match wins, so a feature's own
  /// sub-folders are parts of it.
  public static func first(of path: String, matching globs: [Glob]) -> String? {
    guard !globs.isEmpty else { return nil }
    var prefix = ""
    for component in path.split(separator: "/").dropLast() {
      prefix += prefix.isEmpty ? String(component) : "/" + component
      if globs.contains(where: { $0.matches(prefix) }) { return prefix }
    }
    return nil
  }

  /// The first feature folder of `path` strictly inside `base` (a module's own folder), as a path from the root:
  /// a package under `Modules/` is judged as the module it is, and its own feature folders are looked for inside
  /// it. nil when none.
  public static func first(of path: String, matching globs: [Glob], inside base: String) -> String? {
    guard !globs.isEmpty else { return nil }
    var prefix = base
    let below = base.isEmpty ? Substring(path) : path.dropFirst(base.count + 1)
    for component in below.split(separator: "/").dropLast() {
      prefix += prefix.isEmpty ? String(component) : "/" + component
      if globs.contains(where: { $0.matches(prefix) }) { return prefix }
    }
    return nil
  }

  /// The glob of the feature folders under a layer's path glob: its components up to the last plain folder that a
  /// wildcard follows, then `*` (`**/Features/**` gives `**/Features/*`); nil when it has no such folder.
  public static func folders(under glob: Glob) -> Glob? {
    let pattern = glob.pattern.split(separator: "/")
    let plain = { (component: Substring) in !component.contains(where: { "*?{[".contains($0) }) }
    guard let anchor = pattern.indices.dropLast().last(where: { plain(pattern[$0]) && !plain(pattern[$0 + 1]) })
    else { return nil }
    return Glob((pattern[...anchor] + ["*"]).joined(separator: "/"))
  }

  /// The independent unit of a file that a layer's path glob places: its feature folder under the glob
  /// (`App/Features/Home` for `**/Features/**`), else the file's own folder.
  public static func unit(of path: String, in glob: Glob) -> String {
    folders(under: glob).flatMap { first(of: path, matching: [$0]) }
      ?? path.split(separator: "/").dropLast().joined(separator: "/")
  }
}
