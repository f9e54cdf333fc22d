/// Which feature a file or a type is in, for the rules that keep features apart (`view-independence`,
/// `flow-through-app`).
///
/// A feature is either a module of an independent layer (`independent: true` under `layers:`, Build-block
/// Architecture's feature modules), or a feature folder inside one module: the first folder of a file's path that
/// one of the `feature-folders` globs matches (`**/Features/*` makes `App/Features/Home` a feature). Most iOS apps
/// are one target with feature folders, so both count. A matched folder is a feature only when it declares a screen
/// (a view, view controller, view model or presenter): a folder of helpers that a glob happens to match
/// (`Utils/Modules/Reactive`) is shared. A folder named in `shared-folders` (`Common`, `Shared`, `DesignSystem`,
/// ...) is no feature even where a glob matches it: what sits there is shared by the features.
/// Files in no feature (the app's composition root, `Core`, design-system modules) are shared, and so are tests
/// (`Tests/Modules/Home` mirrors a feature, it is none) and a module's own root folder (a package under `Modules/`
/// is judged as the module it is).
public struct FeatureMap: Sendable {
  public struct Feature: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var module: ModuleID
    /// The feature folder, relative to the analysed root; nil for a feature module (all of it).
    public var folder: String?

    public var isModule: Bool { folder == nil }
    /// The folder's last component, or the module's name.
    public var name: String { folder.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? module.name }
    public var description: String { folder.map { "feature folder \($0)" } ?? "feature module \(module.name)" }

    public static func < (lhs: Feature, rhs: Feature) -> Bool {
      (lhs.module, lhs.folder ?? "") < (rhs.module, rhs.folder ?? "")
    }
  }

  private let code: CodeIndex
  private let featureModules: Set<ModuleID>
  private let folders: [Glob]
  private let shared: Set<String>
  /// Type names declared more than once in a module (two files' `private struct Row`): a reference to such a
  /// name cannot be told apart, so it places nothing in a feature.
  private let ambiguous: Set<TypeGraph.Node>

  /// - Parameters:
  ///   - featureModules: the modules that are features whole (the independent layers' feature modules).
  ///   - folders: the `feature-folders` globs; `shared`: the `shared-folders` names.
  public init(code: CodeIndex, featureModules: Set<ModuleID>, folders: [Glob], shared: [String]) {
    self.code = code
    self.featureModules = featureModules
    self.folders = folders
    self.shared = Set(shared.map { $0.lowercased() })
    var seen = Set<TypeGraph.Node>()
    var ambiguous = Set<TypeGraph.Node>()
    for file in code.files {
      guard let module = code.moduleOfFile[file.path] else { continue }
      for type in file.types where type.kind != .extension {
        let node = TypeGraph.Node(module: module, name: type.name)
        if !seen.insert(node).inserted { ambiguous.insert(node) }
      }
    }
    self.ambiguous = ambiguous
    var withScreens = Set<String>()
    for type in code.types.values where type.isScreenPart() {
      if let folder = Self.folder(of: type.file, matching: self.folders, shared: self.shared) { withScreens.insert(folder) }
    }
    foldersWithScreens = withScreens
  }

  /// Feature folders that declare at least one screen.
  private let foldersWithScreens: Set<String>

  /// The feature folder of `path` (`FeatureFolders.first`), nil when none or a shared one.
  private static func folder(of path: String, matching folders: [Glob], shared: Set<String>) -> String? {
    guard let folder = FeatureFolders.first(of: path, matching: folders) else { return nil }
    let name = folder.split(separator: "/").last.map { $0.lowercased() } ?? ""
    return shared.contains(name) ? nil : folder
  }

  /// The feature a file belongs to, nil when it is shared.
  public func feature(ofFile path: String) -> Feature? {
    guard let module = code.moduleOfFile[path] else { return nil }
    if featureModules.contains(module) { return Feature(module: module, folder: nil) }
    // Tests mirror the features' folders (`Tests/Modules/Home`): they are no feature of their own.
    guard !CodeIndex.isTestPath(path), let folder = Self.folder(of: path, matching: folders, shared: shared),
      foldersWithScreens.contains(folder), isInside(folder, module: module)
    else { return nil }
    return Feature(module: module, folder: folder)
  }

  /// Whether a matched folder lies inside its module's own folder: a package under `Modules/` matches
  /// `**/Modules/*` with its root, and is judged as the module it is, not as a folder of itself.
  private func isInside(_ folder: String, module: ModuleID) -> Bool {
    guard let root = code.graph[module]?.path, !root.isEmpty, root != "." else { return true }
    return folder != root && !root.hasPrefix(folder + "/")
  }

  /// The feature that declares a type, nil when it is shared or its name is declared twice in its module.
  public func feature(of node: TypeGraph.Node) -> Feature? {
    guard let info = code.types[node], !ambiguous.contains(node) else { return nil }
    return feature(ofFile: info.file)
  }

  /// Whether a type of `from`'s feature can name `to` at all: a private or fileprivate type is visible in its own
  /// file only, so a resolved reference to one from another file is a name clash, not a use.
  public func canReference(_ to: TypeGraph.Node, fromFile file: String) -> Bool {
    guard let info = code.types[to] else { return false }
    let hidden = info.fact.accessLevel == .private || info.fact.accessLevel == .fileprivate
    return !hidden || info.file == file
  }

  /// The cross-feature references of a type: each edge of the type graph (as written, protocols kept, inheritance
  /// included) that `include` accepts, from where it is written in one feature to a type declared in another,
  /// grouped by the pair of features, sorted.
  public func crossFeatureReferences(
    from node: TypeGraph.Node, where include: (TypeGraph.Edge) -> Bool = { _ in true }
  ) -> [(from: Feature, to: Feature, edges: [TypeGraph.Edge])] {
    var groups: [Pair: [TypeGraph.Edge]] = [:]
    for edge in code.outgoing[node] ?? [] where include(edge) {
      guard let source = feature(ofFile: edge.location.file), let target = feature(of: edge.to), source != target,
        canReference(edge.to, fromFile: edge.location.file)
      else { continue }
      groups[Pair(from: source, to: target), default: []].append(edge)
    }
    return groups.sorted { ($0.key.from, $0.key.to) < ($1.key.from, $1.key.to) }
      .map { ($0.key.from, $0.key.to, $0.value.sorted { $0.location < $1.location }) }
  }

  private struct Pair: Hashable {
    var from: Feature
    var to: Feature
  }
}
