import Foundation
import PlumbModel

/// Reads the Bazel packages below the analysed root without running Bazel: every folder with a `BUILD` or
/// `BUILD.bazel` file is one package, read into one `XcodeProject` (`fileName` is the package label,
/// `//Modules/Feature`; `//` for the root package), whose targets are the rules_swift, rules_apple, rules_ios and
/// native rules that build modules (`swift_library`, `objc_library`, `ios_application`, `ios_unit_test`,
/// `apple_framework`, ...).
///
/// Labels resolve as Bazel resolves them: against the workspace the package belongs to (the nearest folder above it
/// with `MODULE.bazel`, `WORKSPACE` or `WORKSPACE.bazel`; without one, the analysed root), `//path` meaning
/// `//path:path`. Labels of other repositories (`@swiftpkg_alamofire//:Alamofire`) become external products.
/// `glob()` is resolved against the files of the package, stopping at sub-packages as Bazel does; `select()` reads
/// every branch (one note says so). Macros from `.bzl` files are not evaluated: each is one note naming it and the
/// BUILD files that call it, since the targets it declares are missing from the graph.
public enum BazelSpecReader {
  public static func read(root: URL, tree: FileTree) -> ProjectSpecReading {
    var reading = BazelReading(tree: tree)
    return reading.run()
  }
}

/// A package: a folder with a BUILD file, its calls, and what each call is.
struct BazelPackage {
  /// The folder, relative to the analysed root.
  var folder: String
  var buildFile: String
  /// The folder of the workspace it belongs to, relative to the analysed root.
  var workspace: String
  /// The package's name in its workspace (`Modules/Feature`).
  var name: String
  /// `//Modules/Feature`; in a workspace below the analysed root, prefixed with the workspace's folder
  /// (`examples//app`), so that packages of two workspaces keep apart.
  var label: String
  var calls: [StarlarkCall] = []
  var roles: [BazelRuleRole] = []
  /// Each call's `name`, by call index.
  var names: [String?] = []
  /// Call index by target name.
  var targetIndex: [String: Int] = [:]
  /// The macro calls of the package, by the `name` they are given.
  var macroTargets: [String: String] = [:]
  /// The first macro the package calls, to blame for targets it declares without naming them.
  var firstMacro: String?
  /// Files the package's rules generate (`outs`, `out` of a `genrule`), by name, with the target that makes each.
  var generatedFiles: [String: String] = [:]
}

private struct BazelReading {
  let tree: FileTree
  var result = ProjectSpecReading()
  var packages: [BazelPackage] = []
  /// Package index by workspace folder + NUL + package name.
  var packageIndex: [String: Int] = [:]
  /// The names each workspace gives itself (`module(name = "app")`): `@app//x` is a label of that workspace.
  var mainNames: [String: Set<String>] = [:]
  /// Folders that end a glob: other packages and nested workspaces.
  var boundaries: Set<String> = []
  /// The analysed root's path inside the workspace above it, when there is one (see `enclosingWorkspace`).
  var outerPrefix: String?
  /// The `srcs` labels of other repositories the target being read compiles (`collectSources`), as written.
  var unreadSourceLabels: [String] = []
  /// By workspace folder: the repositories it takes from a folder of its own (`local_path_override`,
  /// `local_repository`), by name, with that folder (root-relative).
  var localRepositories: [String: [String: String]] = [:]
  /// rules_swift_package_manager's repositories of the Swift packages in the tree (`swiftpkg_app_lovin_sdk` for
  /// `third_party/app_lovin_sdk/Package.swift`), with the package's folder: their products are that package's.
  var localSwiftPackages: [String: String] = [:]
  /// By workspace folder: the module names the BUILD files of its external repositories give their targets, when
  /// the app writes those files itself (`http_archive(build_file = "//third_party:Charts.BUILD")`), by repository
  /// + NUL + target name.
  var externalModuleNames: [String: [String: String]] = [:]

  /// Macros by key (rule + NUL + file), in the order they are met.
  var macros: [String: MacroUse] = [:]
  var macroOrder: [String] = []
  /// Rules loaded from the app's own `.bzl` files under a rule's name (a wrapper of `swift_library`).
  var wrappers: [String: MacroUse] = [:]
  var wrapperOrder: [String] = []
  var selectUses: [Location] = []
  /// The macro calls that name a target of the workspace in their attributes (a test macro's `deps`), by the
  /// target's workspace folder + NUL + package + NUL + name: where a target that plumb could not read may use it.
  var unreadMentions: [String: [Location]] = [:]
  /// Those of `unreadMentions` made by a test macro (`BazelRules.isTestMacro`).
  var unreadTestMentions: [String: [Location]] = [:]
  /// Unknown attribute values already reported, by file and line.
  var reportedUnknowns: Set<String> = []

  struct MacroUse {
    var callee: String
    var file: String?
    var first: Location
    var buildFiles: [String] = []
    var calls = 0
    var leftOutEdges = 0
  }

  init(tree: FileTree) {
    self.tree = tree
  }

  mutating func run() -> ProjectSpecReading {
    guard discoverPackages() else { return result }
    for index in packages.indices {
      var package = packages[index]
      evaluate(&package)
      packages[index] = package
    }
    // A macro's targets may compile Swift files of any package of its workspace (a package that only exports
    // files, or a macro given `//Other:File.swift`): none of them is guessed into a folder module.
    let workspacesWithMacros = Set(packages.filter { $0.firstMacro != nil }.map(\.workspace))
    result.unreadFolders += packages.filter { workspacesWithMacros.contains($0.workspace) }.map(\.folder)
    var projects: [XcodeProject] = []
    for package in packages { projects.append(project(of: package)) }
    classifyTestLibraries(&projects)
    result.projects = projects.filter { !$0.targets.isEmpty }
    reportAggregates()
    return result
  }

  /// Finds the packages and workspaces below the root (and the workspace above it); false when there is none.
  private mutating func discoverPackages() -> Bool {
    // The walk in memory first: most roots hold no Bazel file, and are done.
    let markerNames: Set<String> = [
      "BUILD", "BUILD.bazel", "MODULE.bazel", "WORKSPACE", "WORKSPACE.bazel", "REPO.bazel",
    ]
    let walked = tree.list { _, name in FileTree.isSkipped(folder: name) }
    guard walked.files.contains(where: { markerNames.contains(XcodePath.lastComponent($0)) }) else { return false }
    // Bazel packages may live where the walk does not go (`Pods/` of cocoapods-bazel, vendored prebuilt
    // frameworks): only hidden folders and tool output are left out.
    let listing = tree.list { _, name in name.hasPrefix(".") || name == "DerivedData" || name == "node_modules" }
    var buildByFolder: [String: String] = [:]
    var markers: [String: String] = [:]
    for file in listing.files {
      let folder = XcodePath.parent(file)
      switch XcodePath.lastComponent(file) {
      case "BUILD.bazel": buildByFolder[folder] = file
      case "BUILD": if buildByFolder[folder] == nil { buildByFolder[folder] = file }
      case "MODULE.bazel": markers[folder] = file
      case "WORKSPACE", "WORKSPACE.bazel", "REPO.bazel": if markers[folder] == nil { markers[folder] = file }
      default: break
      }
    }
    let outer = markers[""] == nil ? Self.enclosingWorkspace(of: tree) : nil
    if outer == nil { leaveOutBuildFilesOutsideWorkspaces(&buildByFolder, markers: markers) }
    guard !buildByFolder.isEmpty else { return false }
    boundaries = Set(buildByFolder.keys).union(markers.keys)
    for manifest in tree.manifests() {
      let folder = XcodePath.parent(manifest)
      let identity = XcodePackageReference.identity(of: folder.isEmpty ? tree.root : folder)
      localSwiftPackages["swiftpkg_" + identity.replacingOccurrences(of: "-", with: "_")] = folder
    }
    for (folder, file) in markers {
      mainNames[folder] = Self.repositoryNames(in: file, tree: tree)
      localRepositories[folder] = Self.localRepositories(in: file, folder: folder, tree: tree)
      externalModuleNames[folder] = Self.externalModuleNames(in: file, folder: folder, tree: tree)
    }
    if let outer {
      outerPrefix = outer.prefix
      mainNames[""] = Self.repositoryNames(in: outer.file, tree: tree)
    }
    for (folder, buildFile) in buildByFolder.sorted(by: { $0.key < $1.key }) {
      var workspace = folder
      while markers[workspace] == nil && !workspace.isEmpty { workspace = XcodePath.parent(workspace) }
      var name = workspace.isEmpty ? folder : String(folder.dropFirst(min(folder.count, workspace.count + 1)))
      if workspace.isEmpty, let outerPrefix { name = XcodePath.join(outerPrefix, name) }
      let label = workspace + "//" + name
      packageIndex[workspace + "\u{0}" + name] = packages.count
      packages.append(
        BazelPackage(folder: folder, buildFile: buildFile, workspace: workspace, name: name, label: label))
    }
    return true
  }

  /// Bazel builds only inside a workspace (a folder with `MODULE.bazel`, `REPO.bazel`, `WORKSPACE` or
  /// `WORKSPACE.bazel`); `BUILD` files with none above them are not the app's build (the C++ sources a package
  /// vendors keep their own `BUILD` files): they are left out, said in one note.
  private mutating func leaveOutBuildFilesOutsideWorkspaces(
    _ buildByFolder: inout [String: String], markers: [String: String]
  ) {
    let outside = buildByFolder.filter { folder, _ in
      var workspace = folder
      while markers[workspace] == nil && !workspace.isEmpty { workspace = XcodePath.parent(workspace) }
      return markers[workspace] == nil
    }
    guard let first = outside.values.min() else { return }
    for folder in outside.keys { buildByFolder[folder] = nil }
    let count = outside.count
    result.diagnostics.append(
      Diagnostic(
        .note,
        "BUILD files in no Bazel workspace (no MODULE.bazel, REPO.bazel, WORKSPACE or WORKSPACE.bazel in or above "
          + "their folder) are not read: Bazel would not build them (\(count) file\(count == 1 ? "" : "s"), the first "
          + "'\(first)')",
        at: Location(file: first, line: 1)))
  }

  /// The workspace above the analysed root, when the root is a folder inside one (`examples/ios/App` of a
  /// repository with `MODULE.bazel` at its top): its marker file (absolute) and the root's path inside it.
  /// Package names, labels and derived module names are the workspace's, as Bazel sees them.
  static func enclosingWorkspace(of tree: FileTree) -> (file: String, prefix: String)? {
    var folder = tree.root
    var components: [String] = []
    while folder != "/" && !folder.isEmpty {
      components.insert(XcodePath.lastComponent(folder), at: 0)
      folder = XcodePath.parent(folder)
      if folder.isEmpty { folder = "/" }
      for marker in ["MODULE.bazel", "WORKSPACE.bazel", "WORKSPACE"] {
        let file = folder == "/" ? "/" + marker : folder + "/" + marker
        if tree.exists(file) { return (file, components.joined(separator: "/")) }
      }
    }
    return nil
  }

  /// `module(name = ...)` (and its `repo_name`) of a `MODULE.bazel`, `workspace(name = ...)` of a `WORKSPACE` file.
  static func repositoryNames(in file: String, tree: FileTree) -> Set<String> {
    guard let text = try? TextFile.text(of: URL(fileURLWithPath: tree.absolutePath(file)), kind: "a Bazel file") else {
      return []
    }
    var names: Set<String> = []
    for statement in StarlarkParser.parse(text).statements {
      guard case .expression(.call(.name(let callee, _), let arguments, _)) = statement,
        callee == "module" || callee == "workspace"
      else { continue }
      for argument in arguments where argument.name == "name" || argument.name == "repo_name" {
        if case .string(let name, _) = argument.value { names.insert(name) }
      }
    }
    return names
  }

  /// `local_path_override(module_name =, path =)` and `local_repository(name =, path =)` of a `MODULE.bazel` or
  /// `WORKSPACE` file, with the `repo_name` a `bazel_dep` gives the module: `@name//pkg` is then a package of the
  /// workspace at that path, read like any other, not an external node.
  static func localRepositories(in file: String, folder: String, tree: FileTree) -> [String: String] {
    guard let text = try? TextFile.text(of: URL(fileURLWithPath: tree.absolutePath(file)), kind: "a Bazel file") else {
      return [:]
    }
    var paths: [String: String] = [:]
    var aliases: [String: String] = [:]
    for statement in StarlarkParser.parse(text).statements {
      guard case .expression(.call(.name(let callee, _), let arguments, _)) = statement else { continue }
      var strings: [String: String] = [:]
      for argument in arguments {
        if let name = argument.name, case .string(let value, _) = argument.value { strings[name] = value }
      }
      switch callee {
      case "local_path_override":
        if let name = strings["module_name"], let path = strings["path"] { paths[name] = path }
      case "local_repository":
        if let name = strings["name"], let path = strings["path"] { paths[name] = path }
      case "bazel_dep":
        if let name = strings["name"], let alias = strings["repo_name"] { aliases[alias] = name }
      default: break
      }
    }
    for (alias, name) in aliases { if let path = paths[name] { paths[alias] = path } }
    return paths.compactMapValues { path in
      path.hasPrefix("/") ? nil : XcodePath.normalize(XcodePath.join(folder, path))
    }
  }

  /// The module names of the targets of external repositories whose BUILD file the app writes: a repository rule
  /// (`http_archive`, `new_git_repository`, ...) of a `MODULE.bazel` or `WORKSPACE` file given a `build_file` in the
  /// workspace (`"@//bazel/third_party:Charts.BUILD"`) or a `build_file_content`. Only targets whose `module_name`
  /// differs from their name are kept, by repository + NUL + target name.
  static func externalModuleNames(in file: String, folder: String, tree: FileTree) -> [String: String] {
    guard let text = try? TextFile.text(of: URL(fileURLWithPath: tree.absolutePath(file)), kind: "a Bazel file") else {
      return [:]
    }
    var result: [String: String] = [:]
    for statement in StarlarkParser.parse(text).statements {
      guard case .expression(.call(_, let arguments, _)) = statement else { continue }
      var strings: [String: String] = [:]
      for argument in arguments {
        if let name = argument.name, case .string(let value, _) = argument.value { strings[name] = value }
      }
      guard let repository = strings["name"] else { continue }
      var content = strings["build_file_content"]
      if content == nil, let label = strings["build_file"], let path = buildFilePath(label, folder: folder) {
        content = try? TextFile.text(of: URL(fileURLWithPath: tree.absolutePath(path)), kind: "a BUILD file")
      }
      guard let content else { continue }
      for (target, module) in moduleNames(inBuildFile: content) {
        result[repository + "\u{0}" + target] = module
      }
    }
    return result
  }

  /// The root-relative path of a `build_file` label of the main repository (`@//third_party:Charts.BUILD`,
  /// `//third_party:Charts.BUILD`, or a plain path of older `WORKSPACE` files); nil for another repository's.
  static func buildFilePath(_ label: String, folder: String) -> String? {
    var rest = Substring(label)
    if rest.hasPrefix("@") {
      rest = rest.dropFirst()
      guard rest.hasPrefix("//") else { return nil }
    }
    if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
    let path = rest.replacingOccurrences(of: ":", with: "/")
    return XcodePath.normalize(XcodePath.join(folder, path.hasPrefix("/") ? String(path.dropFirst()) : path))
  }

  /// `module_name` of each module-building call of a BUILD file, by target name, where it differs from the name.
  static func moduleNames(inBuildFile text: String) -> [String: String] {
    var result: [String: String] = [:]
    for statement in StarlarkParser.parse(text).statements {
      guard case .expression(.call(.name(let callee, _), let arguments, _)) = statement,
        case .module = BazelRules.role(of: callee)
      else { continue }
      var strings: [String: String] = [:]
      for argument in arguments {
        if let name = argument.name, case .string(let value, _) = argument.value { strings[name] = value }
      }
      if let name = strings["name"], let module = strings["module_name"], !module.isEmpty, module != name {
        result[name] = module
      }
    }
    return result
  }

  // MARK: Evaluating the BUILD files

  mutating func evaluate(_ package: inout BazelPackage) {
    let text: String
    do {
      text = try TextFile.text(of: URL(fileURLWithPath: tree.absolutePath(package.buildFile)), kind: "a BUILD file")
    } catch {
      result.diagnostics.append(
        Diagnostic(
          .error, "cannot read the BUILD file: \(error.reason)",
          at: Location(file: package.buildFile, line: error.line ?? 0)))
      result.unreadFolders.append(package.folder)
      return
    }
    let (statements, problems) = StarlarkParser.parse(text)
    for problem in problems {
      result.diagnostics.append(
        Diagnostic(
          .warning, "cannot read this part of the BUILD file (\(problem.message)); the targets it declares are missing",
          at: Location(file: package.buildFile, line: problem.line)))
    }
    let files = PackageFiles(tree: tree, folder: package.folder, boundaries: boundaries)
    var evaluator = StarlarkEvaluator(packageName: package.name) { include, exclude, _ in
      files.glob(include: include, exclude: exclude)
    }
    evaluator.run(statements)
    for problem in evaluator.problems {
      result.diagnostics.append(
        Diagnostic(.warning, problem.message, at: Location(file: package.buildFile, line: problem.line)))
    }
    if let first = evaluator.selectLines.first { selectUses.append(Location(file: package.buildFile, line: first)) }
    package.calls = evaluator.calls
    for (index, call) in package.calls.enumerated() {
      let role = role(of: call, in: package)
      let name = call.attributes["name"]?.asString
      package.roles.append(role)
      package.names.append(name)
      if let name, package.targetIndex[name] == nil { package.targetIndex[name] = index }
      let outputs = (call.attributes["outs"]?.elements ?? []) + [call.attributes["out"] ?? .none]
      for output in outputs.compactMap(\.asString) { package.generatedFiles[output] = name ?? call.callee }
      if role == .macro {
        let key = macroKey(call)
        if let name { package.macroTargets[name] = key }
        if package.firstMacro == nil { package.firstMacro = key }
        recordMentions(of: call, in: package)
      }
    }
  }

  /// Records the targets of the workspace a macro call names (`deps = ["//Sources/Meter"]`), as `unreadMentions`.
  private mutating func recordMentions(of call: StarlarkCall, in package: BazelPackage) {
    let location = Location(file: package.buildFile, line: call.line)
    let mainNames = mainNames[package.workspace] ?? []
    for (attribute, value) in call.attributes where attribute != "name" {
      for case .string(let text, _) in value.elements {
        guard let label = BazelLabel(text, in: package.name, mainNames: mainNames), label.repository == nil else {
          continue
        }
        let key = Self.targetKey(workspace: package.workspace, package: label.package, name: label.name)
        if unreadMentions[key]?.contains(location) != true { unreadMentions[key, default: []].append(location) }
        if BazelRules.isTestMacro(call.rule), unreadTestMentions[key]?.contains(location) != true {
          unreadTestMentions[key, default: []].append(location)
        }
      }
    }
  }

  static func targetKey(workspace: String, package: String, name: String) -> String {
    workspace + "\u{0}" + package + "\u{0}" + name
  }

  private func macroKey(_ call: StarlarkCall) -> String { call.rule + "\u{0}" + (call.loadedFrom ?? "") }

  /// What a call is; records macros and wrappers for their notes.
  private mutating func role(of call: StarlarkCall, in package: BazelPackage) -> BazelRuleRole {
    let role = BazelRules.role(of: call.rule)
    let location = Location(file: package.buildFile, line: call.line)
    let key = macroKey(call)
    if role == .macro {
      record(&macros, order: &macroOrder, key: key, call: call, at: location)
    } else if let file = call.loadedFrom, !isRuleFile(file, in: package), role != .other {
      // The app's own `swift_library` (a wrapper in a .bzl file): read as the rule it is named after.
      record(&wrappers, order: &wrapperOrder, key: key, call: call, at: location)
    }
    return role
  }

  /// True for a `.bzl` file of the rules themselves: of their repository, or of the main repository when the
  /// analysed workspace is that of the rules (rules_apple's own examples load `//apple:ios.bzl`).
  private func isRuleFile(_ file: String, in package: BazelPackage) -> Bool {
    if BazelRules.isRuleRepository(file) { return true }
    guard !file.hasPrefix("@") else { return false }
    let names = mainNames[package.workspace] ?? []
    return names.contains { BazelRules.isRuleRepository("@" + $0) }
  }

  private func record(
    _ uses: inout [String: MacroUse], order: inout [String], key: String, call: StarlarkCall, at location: Location
  ) {
    if uses[key] == nil {
      uses[key] = MacroUse(callee: call.rule, file: call.loadedFrom, first: location)
      order.append(key)
    }
    uses[key]!.calls += 1
    if uses[key]!.buildFiles.last != location.file { uses[key]!.buildFiles.append(location.file) }
  }

  // MARK: Targets

  mutating func project(of package: BazelPackage) -> XcodeProject {
    var targets: [XcodeTarget] = []
    for (index, call) in package.calls.enumerated() {
      guard case .module(let type, let platform, let compilesSwift) = package.roles[index] else { continue }
      guard let name = package.names[index] else {
        result.diagnostics.append(
          Diagnostic(
            .warning, "a \(call.callee) without a literal name is not read",
            at: Location(file: package.buildFile, line: call.line)))
        continue
      }
      targets.append(
        target(
          name: name, call: call, type: type, platform: platform, compilesSwift: compilesSwift, in: package))
    }
    var project = XcodeProject(
      fileName: package.label, path: package.folder, sourceRoot: package.folder, targets: targets)
    project.format = .bazel
    project.specPath = package.buildFile
    return project
  }

  private mutating func target(
    name: String, call: StarlarkCall, type: String, platform: String?, compilesSwift: Bool, in package: BazelPackage
  ) -> XcodeTarget {
    var target = XcodeTarget(name: name, productType: type, productName: name, line: call.line)
    target.productFileName = Self.productFileName(name: name, type: type)
    unreadSourceLabels = []
    target.sources = sources(of: name, call: call, compilesSwift: compilesSwift, in: package)
    let unreadSources = unreadSourceLabels
    // `extension`: the one extension of a `watchos_application`.
    let embedding = ["frameworks", "extensions", "extension", "watch_application", "app_clips"]
    for attribute in ["deps", "private_deps", "implementation_deps", "plugins"] + embedding {
      guard let value = call.attributes[attribute] else { continue }
      let isEmbedded = embedding.contains(attribute)
      reportUnknown(in: value, attribute: attribute, of: name, in: package)
      for element in value.elements {
        guard case .string(let text, let line) = element else { continue }
        link(text, line: line, isEmbedded: isEmbedded, into: &target, in: package)
      }
    }
    if let host = call.attributes["test_host"] {
      reportUnknown(in: host, attribute: "test_host", of: name, in: package)
      // A `select()` of hosts gives every branch's host.
      let hosts = host.elements.compactMap { element -> (String, Int)? in
        if case .string(let text, let line) = element { return (text, line) }
        return nil
      }
      for (text, line) in hosts {
        if hosts.count == 1 {
          setTestHost(text, line: line, of: &target, in: package)
        } else {
          link(text, line: line, isEmbedded: false, into: &target, in: package)
        }
      }
    }
    target.build = buildInfo(name: name, call: call, type: type, platform: platform, in: package)
    if !unreadSources.isEmpty { target.build.absentSources = Array(Set(unreadSources)).sorted() }
    let key = Self.targetKey(workspace: package.workspace, package: package.name, name: name)
    if let mentions = unreadMentions[key] { target.build.unreadDependents = mentions.sorted() }
    if let mentions = unreadTestMentions[key] { target.build.unreadTestDependents = mentions.sorted() }
    if platform != nil, target.sources.isEmpty, call.attributes["module_name"] == nil {
      // A rules_apple bundle compiles nothing: its code is in the libraries it depends on, one of which usually
      // has the bundle's name as its module (`tvos_application(name = "TV")` bundles `module_name = "TV"`). Named
      // after its product, the bundle is no module an `import` can mean.
      target.build.moduleName = target.productFileName ?? name + ".bundle"
    }
    return target
  }

  static func productFileName(name: String, type: String) -> String? {
    let suffix = type.dropFirst("com.apple.product-type.".count)
    if suffix.hasPrefix("application") { return name + ".app" }
    if suffix.hasPrefix("app-extension") || suffix.hasPrefix("watchkit") { return name + ".appex" }
    if suffix.hasPrefix("framework") { return name + ".framework" }
    if suffix.hasPrefix("bundle.") { return name + ".xctest" }
    return nil
  }

  private func buildInfo(
    name: String, call: StarlarkCall, type: String, platform: String?, in package: BazelPackage
  ) -> BuildInfo {
    var build = BuildInfo()
    if let platform { build.platforms = [platform] }
    if case .dict(let entries)? = call.attributes["platforms"] {
      // rules_ios: `platforms = {"ios": "15.0"}`.
      let names = ["ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"]
      build.platforms = entries.compactMap { $0.key.asString.flatMap { names[$0] } }.sorted()
    }
    let moduleName: String?
    if let written = call.attributes["module_name"]?.asString, !written.isEmpty {
      moduleName = written
    } else if type == BazelRules.libraryType || call.rule == "swift_test" || call.rule == "swift_binary" {
      moduleName = BazelRules.derivedModuleName(package: package.name, name: name)
    } else if type == "com.apple.product-type.xcframework" {
      // The prebuilt framework's module is named after the bundle (`Vendor/Lottie.xcframework`), also when a rule
      // of the workspace makes its files (a `genrule` whose `outs` are `Capture.xcframework/...`); else after the
      // target.
      let bundle = (call.attributes["xcframework_imports"] ?? call.attributes["framework_imports"])?.elements
        .compactMap(\.asString).lazy.flatMap { importedFiles($0, in: package) }.compactMap { path in
          path.split(separator: "/").first { $0.hasSuffix(".xcframework") || $0.hasSuffix(".framework") }
        }.first
      moduleName = bundle.map { String($0.split(separator: ".").first ?? $0) }
    } else {
      moduleName = nil
    }
    if let moduleName, moduleName != name { build.moduleName = moduleName }
    return build
  }

  /// The files an entry of a framework import's files stands for: the path as written, or the outputs (`outs`,
  /// `out`) of the target of the workspace a label names.
  private func importedFiles(_ text: String, in package: BazelPackage) -> [String] {
    var owner: BazelPackage?
    var index = package.targetIndex[text]
    if index != nil {
      owner = package
    } else if text.hasPrefix(":") || text.hasPrefix("//"),
      let label = BazelLabel(text, in: package.name, mainNames: mainNames[package.workspace] ?? []),
      label.repository == nil
    {
      owner = packageIndex[package.workspace + "\u{0}" + label.package].map { packages[$0] }
      index = owner?.targetIndex[label.name]
    }
    guard let owner, let index else { return [text] }
    let call = owner.calls[index]
    return ((call.attributes["outs"]?.elements ?? []) + [call.attributes["out"] ?? .none]).compactMap(\.asString)
  }

  // MARK: Sources

  private mutating func sources(
    of name: String, call: StarlarkCall, compilesSwift: Bool, in package: BazelPackage
  ) -> [String] {
    var files: Set<String> = []
    var seen: Set<String> = []
    // `swift_srcs`: rules_swift's `mixed_language_library`.
    for attribute in ["srcs", "swift_srcs"] {
      guard let srcs = call.attributes[attribute] else { continue }
      reportUnknown(in: srcs, attribute: attribute, of: name, in: package)
      collectSources(srcs, of: name, in: package, compilesSwift: compilesSwift, into: &files, seen: &seen)
    }
    return files.sorted()
  }

  private mutating func collectSources(
    _ value: StarlarkValue, of name: String, in package: BazelPackage, compilesSwift: Bool,
    into files: inout Set<String>, seen: inout Set<String>
  ) {
    for element in value.elements {
      guard case .string(let text, let line) = element else { continue }
      let location = Location(file: package.buildFile, line: line)
      guard let label = BazelLabel(text, in: package.name, mainNames: mainNames[package.workspace] ?? []) else {
        continue
      }
      if label.repository != nil {
        // Sources another repository provides (envoy-mobile's `@envoy_mobile_extra_swift_sources//:extra_swift_srcs`,
        // filled in by whoever builds it): plumb reads only the checkout, so the target has code it cannot see. The
        // rules that need a target's every source hedge (`BuildInfo.absentSources`).
        guard compilesSwift else { continue }
        unreadSourceLabels.append(text)
        result.diagnostics.append(
          Diagnostic(
            .note,
            "the sources of '\(name)' include '\(text)', of another repository, which plumb does not read; what "
              + "those sources import and use is unknown",
            at: location))
        continue
      }
      guard let owner = packageIndex[package.workspace + "\u{0}" + label.package].map({ packages[$0] }) else {
        continue
      }
      let path = XcodePath.join(owner.folder, label.name)
      if let index = owner.targetIndex[label.name] {
        guard seen.insert(owner.label + ":" + label.name).inserted else { continue }
        switch owner.roles[index] {
        case .fileGroup:
          if let srcs = owner.calls[index].attributes["srcs"] {
            collectSources(srcs, of: name, in: owner, compilesSwift: compilesSwift, into: &files, seen: &seen)
          }
        default:
          guard compilesSwift else { continue }
          result.diagnostics.append(
            Diagnostic(
              .note,
              "the sources of '\(name)' include the outputs of target '\(text)', which plumb does not build; "
                + "Swift files it generates are not read",
              at: location))
        }
        continue
      }
      guard path.hasSuffix(".swift") else { continue }
      if let generator = owner.generatedFiles[label.name] {
        result.diagnostics.append(
          Diagnostic(
            .note,
            "the sources of '\(name)' include '\(text)', which target '\(generator)' generates; plumb does not build "
              + "it, so that Swift file is not read",
            at: location))
      } else if tree.exists(path) {
        files.insert(path)
      } else {
        result.diagnostics.append(
          Diagnostic(
            .warning, "target '\(name)' lists source '\(text)', which does not exist; it is left out", at: location))
      }
    }
  }

  // MARK: Dependencies

  /// What a label in `deps` stands for.
  private enum Resolution {
    case target(package: Int, name: String)
    case external(repository: String, name: String)
    /// A target that builds no module (resources, a file group): no edge, rightly.
    case notAModule
    /// A target a macro of the package may declare.
    case macro(String)
    case missing(String)
    /// A package of the workspace outside the analysed folder: a fact of the invocation, not of the BUILD files.
    case outside(String)
  }

  private func resolve(_ text: String, from package: BazelPackage, hops: Int = 0) -> Resolution {
    guard let label = BazelLabel(text, in: package.name, mainNames: mainNames[package.workspace] ?? []) else {
      return .missing("'\(text)' is not a label")
    }
    var workspace = package.workspace
    if let repository = label.repository {
      // A repository in a folder of the workspace (`local_path_override`) is read from that folder.
      guard let folder = localRepositories[package.workspace]?[repository], mainNames[folder] != nil else {
        return .external(repository: repository, name: label.name)
      }
      workspace = folder
    }
    guard let ownerIndex = packageIndex[workspace + "\u{0}" + label.package] else {
      if workspace.isEmpty, let outerPrefix, label.package != outerPrefix,
        !label.package.hasPrefix(outerPrefix + "/")
      {
        return .outside("//\(label.package) lies outside the analysed folder")
      }
      return .missing("no BUILD file declares package //\(label.package)")
    }
    let owner = packages[ownerIndex]
    guard let index = owner.targetIndex[label.name] else {
      if let macro = owner.macroTargets[label.name] ?? owner.firstMacro { return .macro(macro) }
      return .missing("//\(label.package) declares no target '\(label.name)'")
    }
    switch owner.roles[index] {
    case .module: return .target(package: ownerIndex, name: label.name)
    case .alias:
      guard hops < 10, let actual = owner.calls[index].attributes["actual"]?.asString else {
        return .missing("the alias \(label.description) points at nothing plumb can read")
      }
      return resolve(actual, from: owner, hops: hops + 1)
    case .macro: return .macro(macroKey(owner.calls[index]))
    case .fileGroup, .other: return .notAModule
    }
  }

  private mutating func link(
    _ text: String, line: Int, isEmbedded: Bool, into target: inout XcodeTarget, in package: BazelPackage
  ) {
    let location = Location(file: package.buildFile, line: line)
    switch resolve(text, from: package) {
    case .target(let ownerIndex, let name):
      let owner = packages[ownerIndex]
      if owner.label == package.label && name == target.name { return }
      target.dependencies.append(
        XcodeTargetDependency(
          targetName: name, projectFileName: owner.label == package.label ? nil : owner.label, line: line,
          isEmbedded: isEmbedded))
    case .external(let repository, let name):
      // A Swift package of the tree that rules_swift_package_manager builds: its product is the package's.
      let reference: XcodePackageReference =
        localSwiftPackages[repository].map { .local(path: $0) } ?? .remote(url: "@" + repository, requirement: nil)
      var product = XcodePackageProduct(productName: name, package: reference, line: line, isEmbedded: isEmbedded)
      product.moduleName = externalModuleNames[package.workspace]?[repository + "\u{0}" + name]
      target.packageProducts.append(product)
    case .notAModule:
      return
    case .macro(let key):
      macros[key]?.leftOutEdges += 1
    case .outside(let reason):
      result.diagnostics.append(
        Diagnostic(
          .note,
          "target '\(target.name)' depends on '\(text)', but \(reason); the edge is left out (analyse the "
            + "workspace's folder to see it)",
          at: location))
    case .missing(let reason):
      result.diagnostics.append(
        Diagnostic(
          .warning, "target '\(target.name)' depends on '\(text)', but \(reason); the edge is left out",
          at: location))
    }
  }

  private mutating func setTestHost(_ text: String, line: Int, of target: inout XcodeTarget, in package: BazelPackage) {
    switch resolve(text, from: package) {
    case .target(let ownerIndex, let name) where packages[ownerIndex].label == package.label:
      target.testHostProductName = name
    default:
      link(text, line: line, isEmbedded: false, into: &target, in: package)
    }
  }

  /// One warning per unknown part of an attribute plumb reads (`deps = COMMON_DEPS + [...]`).
  private mutating func reportUnknown(
    in value: StarlarkValue, attribute: String, of name: String, in package: BazelPackage
  ) {
    for part in value.unknownParts {
      let key = "\(package.buildFile):\(part.line):\(part.reason)"
      guard reportedUnknowns.insert(key).inserted else { continue }
      result.diagnostics.append(
        Diagnostic(
          .warning, "part of '\(attribute)' of target '\(name)' is not read: \(part.reason)",
          at: Location(file: package.buildFile, line: part.line)))
    }
  }

  // MARK: Whole-workspace passes

  /// A `testonly` library that test bundles depend on holds the tests themselves (Bazel puts a test's sources in a
  /// library the `ios_unit_test` bundles): it is read as a test target of that kind, unless something other than
  /// test code (a target that is not `testonly`) depends on it too.
  private func classifyTestLibraries(_ projects: inout [XcodeProject]) {
    let packagesByLabel = Dictionary(packages.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
    func isTestOnly(_ package: BazelPackage?, _ name: String) -> Bool {
      guard let package, let index = package.targetIndex[name] else { return false }
      return package.calls[index].attributes["testonly"]?.truthiness == true
    }
    let testTypes: Set<String> = [
      "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]
    /// By target key: the product types of its dependants, and whether each is test code.
    var dependants: [String: [(type: String, isTestCode: Bool)]] = [:]
    for project in projects {
      for target in project.targets {
        let isTestCode =
          testTypes.contains(target.productType) || isTestOnly(packagesByLabel[project.fileName], target.name)
        for dependency in target.dependencies {
          let key = (dependency.projectFileName ?? project.fileName) + "\u{0}" + dependency.targetName
          dependants[key, default: []].append((target.productType, isTestCode))
        }
      }
    }
    for (projectIndex, project) in projects.enumerated() {
      let package = packagesByLabel[project.fileName]
      for (targetIndex, target) in project.targets.enumerated() {
        guard let index = package?.targetIndex[target.name],
          BazelRules.codeLibraries.contains(package?.calls[index].rule ?? ""),
          isTestOnly(package, target.name),
          let users = dependants[project.fileName + "\u{0}" + target.name],
          users.allSatisfy(\.isTestCode),
          let test = users.first(where: { testTypes.contains($0.type) })
        else { continue }
        projects[projectIndex].targets[targetIndex].productType = test.type
      }
    }
  }

  private mutating func reportAggregates() {
    if let first = selectUses.first {
      let count = selectUses.count
      result.diagnostics.append(
        Diagnostic(
          .note,
          "select() is used in \(count) BUILD file\(count == 1 ? "" : "s"): every branch's dependencies and sources "
            + "are read, as if every configuration were built at once",
          at: first))
    }
    for key in macroOrder {
      guard let use = macros[key] else { continue }
      let origin = use.file.map { " (loaded from \($0))" } ?? " (not loaded from any file)"
      let files = Self.listed(use.buildFiles)
      var message =
        "'\(use.callee)'\(origin) is a macro or rule plumb does not evaluate: the targets its \(use.calls) "
        + "call\(use.calls == 1 ? "" : "s") in \(files) declare are missing from the graph"
      if use.leftOutEdges > 0 {
        message +=
          ", and \(use.leftOutEdges) dependenc\(use.leftOutEdges == 1 ? "y" : "ies") on them "
          + "\(use.leftOutEdges == 1 ? "is" : "are") left out"
      }
      result.diagnostics.append(Diagnostic(.note, message, at: use.first, leavesGraphPartial: true))
    }
    for key in wrapperOrder {
      guard let use = wrappers[key], let file = use.file else { continue }
      result.diagnostics.append(
        Diagnostic(
          .note,
          "'\(use.callee)' is loaded from \(file), not from the rules that define it: its \(use.calls) "
            + "call\(use.calls == 1 ? "" : "s") in \(Self.listed(use.buildFiles)) are read as the rule "
            + "'\(use.callee)'; what the wrapper adds (dependencies, sources, other targets) is not seen",
          at: use.first))
    }
  }

  /// `a, b, c and 4 more`.
  static func listed(_ files: [String]) -> String {
    let shown = files.prefix(3).joined(separator: ", ")
    return files.count > 3 ? "\(shown) and \(files.count - 3) more" : shown
  }
}

/// The files of one package for `glob()`: below its folder, not entering sub-packages or nested workspaces.
private final class PackageFiles {
  let tree: FileTree
  let folder: String
  let boundaries: Set<String>
  private var cached: [String]?

  init(tree: FileTree, folder: String, boundaries: Set<String>) {
    self.tree = tree
    self.folder = folder
    self.boundaries = boundaries
  }

  /// Package-relative paths of the files in the package, sorted.
  var files: [String] {
    if let cached { return cached }
    let boundaries = self.boundaries
    let listing = tree.list(from: folder) { path, name in boundaries.contains(path) || FileTree.isSkipped(folder: name)
    }
    let prefix = folder.isEmpty ? 0 : folder.count + 1
    let files = listing.files.map { String($0.dropFirst(prefix)) }
    cached = files
    return files
  }

  func glob(include: [String], exclude: [String]) -> [String] {
    let includes = include.map(Glob.init)
    let excludes = exclude.map(Glob.init)
    return files.filter { file in
      includes.contains { $0.matches(file) } && !excludes.contains { $0.matches(file) }
    }
  }
}
