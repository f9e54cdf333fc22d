import Foundation
import PlumbModel

/// Turns a merged, expanded XcodeGen spec into the `XcodeProject` XcodeGen would generate from it: its targets with
/// their product types, Swift sources, target, framework and package dependencies, build settings and test hosts.
/// Lines are the spec's: a target's is its name's line, a dependency's is its list item's, each in the file (the
/// spec or an included file) that wrote it.
struct XcodeGenProjectBuilder {
  let root: URL
  let tree: FileTree
  let specPath: String
  let document: XcodeGenNode
  let name: String
  /// The targets XcodeGen reads: the entries of `targets` that are mappings.
  private let targetEntries: [XcodeGenNode.Entry]
  private(set) var diagnostics: [Diagnostic] = []
  /// Swift files the targets' `excludes`/`includes` leave out, and that no target compiles.
  private(set) var excludedSources: Set<String> = []
  /// Dependencies written with `embed: true` (`XcodeGenTransitiveLinking.key`).
  private var explicitlyEmbedded: Set<String> = []

  /// The folder the spec's paths are read from: its own, or the ancestor it is generated from (`XcodeGenSpecBase`).
  let specFolder: String

  init(root: URL, tree: FileTree, specPath: String, specFolder: String? = nil, document: XcodeGenNode, name: String) {
    self.root = root
    self.tree = tree
    self.specPath = specPath
    self.specFolder = specFolder ?? XcodePath.parent(specPath)
    self.document = document
    self.name = name
    self.targetEntries = (document["targets"]?.entries ?? []).filter { $0.value.entries != nil }
  }

  mutating func build() -> XcodeProject {
    if let targets = document["targets"], targets.entries == nil, !targets.isNull {
      warn("'targets' is not a mapping of target names to targets; no target is read", targets)
    }
    for entry in document["targets"]?.entries ?? [] where entry.value.entries == nil {
      warn("target '\(entry.key)' is not a mapping; it is left out", entry.value, line: entry.line)
    }
    let packages = readPackages()
    let types = Dictionary(
      targetEntries.map { ($0.key, Self.productType($0.value["type"]?.string)) },
      uniquingKeysWith: { first, _ in first })
    let platforms = targetEntries.map { $0.value["platform"]?.string }
    let settings = XcodeGenSettings(
      root: root, tree: tree, document: document, specFolder: specFolder, projectName: name, platforms: platforms)
    let options = document["options"]
    let sources = XcodeGenSources(
      tree: tree, specFolder: specFolder, defaultFolderType: options?["defaultSourceDirectoryType"]?.string,
      swiftIsCompiled: Self.compilesSwift(options?["fileTypes"]?["swift"]))
    var targets: [XcodeTarget] = []
    // Legacy targets run an external build tool: no module, as the project reader leaves them out.
    for entry in targetEntries where entry.value["legacy"] == nil {
      guard let type = types[entry.key] ?? nil else {
        let written = entry.value["type"]?.string
        let why = written.map { "type '\($0)', which XcodeGen does not know" } ?? "no 'type'"
        warn("target '\(entry.key)' has \(why); it is left out", entry.value, line: entry.line)
        continue
      }
      var context = TargetContext(entry: entry, type: type, packages: packages, types: types)
      targets.append(readTarget(&context, settings: settings, sources: sources))
    }
    let linksTransitively = options?["transitivelyLinkDependencies"]?.bool ?? false
    let transitive = targetEntries.filter { $0.value["transitivelyLinkDependencies"]?.bool ?? linksTransitively }
    XcodeGenTransitiveLinking.apply(
      to: &targets, enabled: Set(transitive.map(\.key)), explicitlyEmbedded: explicitlyEmbedded)
    excludedSources.subtract(targets.flatMap(\.sources))
    var project = XcodeProject(
      fileName: name + ".xcodeproj",
      // Beside the spec, even when it is generated elsewhere: two apps' specs copied in turn to one folder make two
      // projects, not one.
      path: XcodePath.join(XcodePath.parent(specPath), name + ".xcodeproj"),
      sourceRoot: specFolder,
      targets: targets.sorted { $0.name < $1.name },
      localPackagePaths: packages.values.compactMap {
        if case .local(let path) = $0 { return path } else { return nil }
      }.sorted(),
      packagesByProduct: packagesByProduct(targets, packages: packages))
    project.format = .xcodeGen
    project.specPath = specPath
    return project
  }

  // MARK: Targets

  private struct TargetContext {
    var entry: XcodeGenNode.Entry
    var type: String
    var packages: [String: XcodePackageReference]
    /// Every target's product type, by name.
    var types: [String: String?]
    var target: XcodeGenNode { entry.value }
  }

  private mutating func readTarget(
    _ context: inout TargetContext, settings: XcodeGenSettings, sources: XcodeGenSources
  ) -> XcodeTarget {
    let node = context.target
    let name = node["name"]?.string ?? context.entry.key
    let productName = node["productName"]?.string ?? name
    let platform = node["platform"]?.string
    let destinations = node["supportedDestinations"]?.strings ?? []
    if platform == nil, destinations.isEmpty {
      warn("target '\(name)' names no 'platform' (XcodeGen requires one); its platform is unknown", node,
        line: context.entry.line)
    }
    for template in XcodeGenExpansion.missingTemplates(of: node, in: document) {
      warn("target '\(name)' uses template '\(template)', which 'targetTemplates' does not define; it is left out",
        node["templates"] ?? node, line: node["templates"]?.line ?? context.entry.line)
    }
    let found = node["sources"].map { sources.files(of: $0, targetName: name) } ?? XcodeGenSources.Result()
    diagnostics += found.diagnostics
    excludedSources.formUnion(found.excluded)
    var target = XcodeTarget(
      name: name, productType: "com.apple.product-type." + context.type,
      productFileName: Self.productFileName(productName, type: context.type), productName: productName,
      sources: found.files.sorted(), synchronizedFolders: found.synchronizedFolders.sorted(), line: context.entry.line)
    if node.file != specPath { target.file = node.file }
    readDependencies(of: &target, context: context, platform: platform)

    var presets: [String: String] = [:]
    let primary = platform == "auto" || platform == nil ? destinations.first : platform
    if let primary, let sdk = XcodeGenSettings.sdkRoots[primary] { presets["SDKROOT"] = sdk }
    if platform == "auto" { presets["SDKROOT"] = "auto" }
    if !destinations.isEmpty {
      presets["SUPPORTED_PLATFORMS"] = destinations.compactMap { XcodeGenSettings.supportedPlatforms[$0] }
        .filter { !$0.isEmpty }.joined(separator: " ")
    }
    if let host = hostApp(of: target, context: context) {
      if context.type == "bundle.unit-test" {
        let product = host.productName ?? host.name
        presets["TEST_HOST"] = "$(BUILT_PRODUCTS_DIR)/\(product).app/\(product)"
      } else if context.type == "bundle.ui-testing" {
        presets["TEST_TARGET_NAME"] = host.name
      }
    }
    var problems: [Diagnostic] = []
    let configurations = settings.settings(of: node, name: name, targetPresets: presets, problems: &problems)
    let unreadDependencies = target.build.unreadDependencies
    let linkedBinaryModules = target.build.linkedBinaryModules
    target.build = BuildInfo(settings: configurations, targetName: name)
    target.build.unreadDependencies = unreadDependencies
    target.build.linkedBinaryModules = linkedBinaryModules
    target.build.sourceGenerators = scriptsMaking(found.absentOptional, of: node, targetName: name, specFolder: sources.specFolder)
    (target.testHostProductName, target.testTargetName) = configurations.testHost
    target.configuredProductNames = configurations.productNames.count > 1 ? configurations.productNames : []
    if context.type.contains("extension") {
      target.extensionPointIdentifier = extensionPoint(of: node, settings: configurations, sources: target.sources)
    }
    for problem in configurations.flatMap(\.problems) {
      problems.append(
        Diagnostic(
          .warning, "the build setting \(problem.key) is not expanded: \(problem.reason)",
          at: problem.origin ?? Location(file: node.file, line: context.entry.line), leavesGraphPartial: true))
    }
    // Targets and configurations share their files: each problem is said once.
    for problem in problems where !diagnostics.contains(problem) { diagnostics.append(problem) }
    return target
  }

  /// Optional Swift sources absent from the checkout, each said in a note: one a pre-build script of the target lists
  /// in its `outputFiles` (`protoc --swift_out`, SwiftGen) is made at build time, and its code, with what it imports,
  /// is unseen. Returns the names of those scripts (nil when none), which unused-dependency reads as it reads a
  /// build-tool plugin's.
  private mutating func scriptsMaking(
    _ absent: [(written: String, path: String, location: Location)], of node: XcodeGenNode, targetName: String,
    specFolder: String
  ) -> [String]? {
    guard !absent.isEmpty else { return nil }
    var scriptOfOutput: [String: String] = [:]
    for script in node["preBuildScripts"]?.sequence ?? [] {
      let scriptName = script["name"]?.string ?? "Run Script"
      for output in script["outputFiles"]?.strings ?? [] {
        var relative = output
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$SRCROOT/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
        where relative.hasPrefix(prefix) {
          relative.removeFirst(prefix.count)
        }
        scriptOfOutput[XcodePath.join(specFolder, relative)] = scriptName
      }
    }
    var scripts = Set<String>()
    for file in absent {
      if let script = scriptOfOutput[file.path] {
        scripts.insert(script)
        diagnostics.append(
          Diagnostic(
            .note, "source '\(file.written)' of target '\(targetName)' is made by its build script '\(script)' and "
              + "is not in the checkout: its code is not read, and the target's dependencies are not judged by "
              + "unused-dependency", at: file.location))
      } else {
        diagnostics.append(
          Diagnostic(
            .note, "optional source '\(file.written)' of target '\(targetName)' is not in the checkout; it is left out",
            at: file.location))
      }
    }
    return scripts.isEmpty ? nil : scripts.sorted()
  }

  /// The app target a test bundle depends on, whose product XcodeGen makes its `TEST_HOST` (unit tests) or
  /// `TEST_TARGET_NAME` (UI tests): the first target dependency that is an app.
  private func hostApp(of target: XcodeTarget, context: TargetContext) -> (name: String, productName: String?)? {
    guard context.type == "bundle.unit-test" || context.type == "bundle.ui-testing" else { return nil }
    for dependency in target.dependencies where dependency.projectFileName == nil {
      guard let type = context.types[dependency.targetName] ?? nil, Self.appTypes.contains(type) else { continue }
      let other = targetEntries.first { $0.key == dependency.targetName }?.value
      return (dependency.targetName, other?["productName"]?.string ?? other?["name"]?.string)
    }
    return nil
  }

  // MARK: Dependencies

  private mutating func readDependencies(of target: inout XcodeTarget, context: TargetContext, platform: String?) {
    guard let list = context.target["dependencies"] else { return }
    guard let items = list.sequence else {
      if !list.isNull { warn("the dependencies of target '\(target.name)' are not a list; they are left out", list) }
      return
    }
    let embedsByDefault = Self.appTypes.contains(context.type) || context.type.hasPrefix("bundle.")
    for item in items {
      // A dependency for other platforms of a multi-platform target is dropped, as XcodeGen drops it.
      if let platforms = item["platforms"]?.strings, let platform, !platforms.contains(platform) { continue }
      let embed = item["embed"]?.bool
      if embed == true { recordEmbedded(item, of: target.name) }
      if let reference = item["target"]?.string {
        addTarget(reference, item: item, embed: embed ?? embedsByDefault, types: context.types, to: &target)
      } else if let framework = item["framework"]?.string {
        addFramework(framework, item: item, embed: embed ?? embedsByDefault, types: context.types, to: &target)
      } else if let package = item["package"]?.string {
        addPackage(package, item: item, embed: embed ?? false, packages: context.packages, to: &target)
      } else if let carthage = item["carthage"]?.string {
        addCarthage(carthage, item: item, to: &target)
      } else if ["sdk", "bundle"].contains(where: { item[$0] != nil }) {
        continue  // system frameworks and resource bundles: no module of the workspace
      } else {
        warn("a dependency of target '\(target.name)' is none of target, framework, carthage, sdk, package or "
          + "bundle; it is left out", item)
      }
    }
  }

  /// The names an `embed: true` dependency embeds: its target, or its package's products.
  private mutating func recordEmbedded(_ item: XcodeGenNode, of targetName: String) {
    var names = item["target"]?.strings ?? []
    if let package = item["package"]?.string {
      names += item["products"]?.strings ?? item["product"]?.strings ?? [package]
    }
    for name in names { explicitlyEmbedded.insert(XcodeGenTransitiveLinking.key(targetName, name)) }
  }

  /// `target: Name`, or `target: Project/Name` for a target of a project in `projectReferences`.
  private mutating func addTarget(
    _ reference: String, item: XcodeGenNode, embed: Bool, types: [String: String?], to target: inout XcodeTarget
  ) {
    var dependency: XcodeTargetDependency
    if let slash = reference.firstIndex(of: "/"), types[reference] == nil {
      let projectName = String(reference[..<slash])
      let targetName = String(reference[reference.index(after: slash)...])
      guard let path = document["projectReferences"]?[projectName]?["path"]?.string else {
        warn("target '\(target.name)' depends on '\(reference)', but 'projectReferences' has no project "
          + "'\(projectName)'; the edge is left out", item)
        leftOut(item, of: &target)
        return
      }
      dependency = XcodeTargetDependency(
        targetName: targetName, projectFileName: XcodePath.lastComponent(path), line: item.line)
    } else {
      // Aggregate targets are build steps, not modules (the project reader leaves them out too).
      if document["aggregateTargets"]?[reference] != nil { return }
      let type = types[reference] ?? nil
      let isDynamicFramework = type == "framework" || type == "library.dynamic"
      dependency = XcodeTargetDependency(
        targetName: reference, line: item.line, isEmbedded: embed && isDynamicFramework)
    }
    if item.file != specPath { dependency.file = item.file }
    target.dependencies.append(dependency)
  }

  /// `framework: path`. A framework a target of the workspace builds is a dependency on that target, as Xcode's
  /// implicit dependencies make it, whether the item says `implicit: true` (a product in the build folder) or names
  /// the file by a path (`framework: Engine.framework`, a static framework another spec of the workspace builds):
  /// a target of this spec at once, one of another project by its product's file name once every project is read
  /// (`XcodeGraphMapper.mapLinkedProducts`). Any other is a prebuilt binary, not a module of the workspace, which
  /// declares the module its file is named for (`${ARTIFACTS}/MapboxMaps.xcframework`: `MapboxMaps`), as a prebuilt
  /// framework an Xcode project links does (`XcodeProjectReader.linkedBinaryModules`).
  private mutating func addFramework(
    _ path: String, item: XcodeGenNode, embed: Bool, types: [String: String?], to target: inout XcodeTarget
  ) {
    let fileName = XcodePath.lastComponent(path)
    let owner = targetEntries.first { entry in
      let productName = entry.value["productName"]?.string ?? entry.value["name"]?.string ?? entry.key
      return (types[entry.key] ?? nil).map { Self.productFileName(productName, type: $0) } == fileName
    }
    if let owner {
      var dependency = XcodeTargetDependency(targetName: owner.key, line: item.line, isEmbedded: embed)
      if item.file != specPath { dependency.file = item.file }
      target.dependencies.append(dependency)
      return
    }
    var linked = XcodeLinkedProduct(fileName: fileName, line: item.line, isEmbedded: embed)
    if item.file != specPath { linked.file = item.file }
    target.linkedProducts.append(linked)
    guard item["implicit"]?.bool != true else { return }
    for suffix in [".xcframework", ".framework"] where fileName.hasSuffix(suffix) {
      let module = BuildInfo.c99Identifier(String(fileName.dropLast(suffix.count)))
      var names = target.build.linkedBinaryModules ?? []
      if !names.contains(module) { names.append(module) }
      target.build.linkedBinaryModules = names.sorted()
    }
  }

  /// `carthage: Name`: the framework Carthage builds into `Carthage/Build/<platform>/Name.framework`, a prebuilt
  /// binary that declares the module of its name, as `framework:` does for one named by its path. With
  /// `findFrameworks: true` (or `options.findCarthageFrameworks`) XcodeGen links every framework that Carthage's
  /// `.Name.version` file in the build folder lists (`RxSwift` brings `RxCocoa`, `RxRelay`): those too, when the
  /// file is in the checkout (the build folder seldom is).
  private mutating func addCarthage(_ name: String, item: XcodeGenNode, to target: inout XcodeTarget) {
    var frameworks = [name]
    let findsFrameworks = item["findFrameworks"]?.bool ?? document["options"]?["findCarthageFrameworks"]?.bool ?? false
    if findsFrameworks {
      let buildPath = document["options"]?["carthageBuildPath"]?.string ?? "Carthage/Build"
      frameworks += Self.carthageVersionFrameworks(
        at: XcodePath.url(XcodePath.join(XcodePath.join(specFolder, buildPath), "." + name + ".version"), root: root))
    }
    var names = Set(target.build.linkedBinaryModules ?? [])
    for framework in frameworks {
      var fileName = XcodePath.lastComponent(framework)
      for suffix in [".xcframework", ".framework"] where fileName.hasSuffix(suffix) { fileName.removeLast(suffix.count) }
      names.insert(BuildInfo.c99Identifier(fileName))
    }
    target.build.linkedBinaryModules = names.sorted()
  }

  /// The framework names a Carthage `.Name.version` file lists for any platform (`{"iOS": [{"name": "RxCocoa",
  /// ...}], ...}`); none when it is absent or not that shape.
  static func carthageVersionFrameworks(at url: URL) -> [String] {
    guard let data = try? TextFile.bytes(of: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [] }
    var names: [String] = []
    for (_, value) in object.sorted(by: { $0.key < $1.key }) {
      for entry in value as? [[String: Any]] ?? [] {
        if let name = entry["name"] as? String, !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  /// `package: Name` with `product:` or `products:` (the package's name when neither is given).
  private mutating func addPackage(
    _ name: String, item: XcodeGenNode, embed: Bool, packages: [String: XcodePackageReference],
    to target: inout XcodeTarget
  ) {
    guard let package = packages[name] else {
      warn("target '\(target.name)' links package '\(name)', which 'packages' does not declare (XcodeGen leaves it "
        + "out); the edge is left out", item)
      leftOut(item, of: &target)
      return
    }
    let products = item["products"]?.strings ?? item["product"]?.strings ?? [name]
    for product in products {
      var dependency = XcodePackageProduct(productName: product, package: package, line: item.line, isEmbedded: embed)
      if item.file != specPath { dependency.file = item.file }
      target.packageProducts.append(dependency)
    }
  }

  // MARK: Packages

  /// `packages: {Name: {url: ..., from: ...}}` or `{path: ...}` (and the older `localPackages: [path]`).
  private mutating func readPackages() -> [String: XcodePackageReference] {
    var result: [String: XcodePackageReference] = [:]
    for path in document["localPackages"]?.strings ?? [] {
      let full = localPackagePath(path)
      result[XcodePath.lastComponent(full)] = .local(path: full)
    }
    for entry in document["packages"]?.entries ?? [] {
      let package = entry.value
      if let path = package["path"]?.string {
        result[entry.key] = .local(path: localPackagePath(path))
      } else if let url = package["url"]?.string ?? package["github"]?.string.map({ "https://github.com/\($0)" }) {
        result[entry.key] = .remote(url: url, requirement: Self.requirement(of: package))
      } else {
        warn("package '\(entry.key)' has neither 'url', 'github' nor 'path'; targets that link it are left without it",
          package, line: entry.line)
      }
    }
    return result
  }

  /// A local package's folder, root-relative; a folder outside the analysed root (`../../..`) is made absolute, so
  /// the package is named after its folder rather than after `..`.
  private func localPackagePath(_ path: String) -> String {
    let joined = XcodePath.join(specFolder, path)
    guard joined.hasPrefix("..") else { return joined }
    return XcodePath.normalize(root.standardizedFileURL.path + "/" + joined)
  }

  /// The version requirement as the project reader writes it (`upToNextMajorVersion 1.2.0`).
  static func requirement(of package: XcodeGenNode) -> String? {
    let kinds = [
      ("from", "upToNextMajorVersion"), ("majorVersion", "upToNextMajorVersion"),
      ("minorVersion", "upToNextMinorVersion"), ("exactVersion", "exactVersion"), ("version", "exactVersion"),
      ("branch", "branch"), ("revision", "revision"),
    ]
    for (key, kind) in kinds {
      if let value = package[key]?.string { return "\(kind) \(value)" }
    }
    if let low = package["minVersion"]?.string, let high = package["maxVersion"]?.string {
      return "versionRange \(low) \(high)"
    }
    return nil
  }

  private func packagesByProduct(_ targets: [XcodeTarget], packages: [String: XcodePackageReference])
    -> [String: XcodePackageReference]
  {
    var result: [String: XcodePackageReference] = [:]
    for product in targets.flatMap(\.packageProducts) where result[product.productName] == nil {
      result[product.productName] = product.package
    }
    return result
  }

  // MARK: Settings

  /// `NSExtensionPointIdentifier` from the spec's `info: properties:`, else from the Info.plist file the target
  /// uses (`INFOPLIST_FILE`, `info: path:`, or an `Info.plist` beside its sources, as XcodeGen finds one).
  private func extensionPoint(of target: XcodeGenNode, settings: [XcodeBuildSettings], sources: [String]) -> String? {
    if let point = target["info"]?["properties"]?["NSExtension"]?["NSExtensionPointIdentifier"]?.string {
      return point
    }
    var files = settings.compactMap { $0.value("INFOPLIST_FILE") }.filter { !$0.contains("$(") }
      .map { XcodePath.join(specFolder, $0) }
    if let path = target["info"]?["path"]?.string { files.append(XcodePath.join(specFolder, path)) }
    for folder in Set(sources.map(XcodePath.parent)).sorted() { files.append(XcodePath.join(folder, "Info.plist")) }
    for file in files {
      guard let data = try? TextFile.bytes(of: XcodePath.url(file, root: root)),
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
        let ext = plist["NSExtension"] as? [String: Any],
        let point = ext["NSExtensionPointIdentifier"] as? String
      else { continue }
      return point
    }
    return nil
  }

  // MARK: Product types

  /// The product types XcodeGen accepts in `type:` (each `com.apple.product-type.<type>`).
  static let knownTypes: Set<String> = [
    "application", "application.on-demand-install-capable", "application.messages", "application.watchapp",
    "application.watchapp2", "application.watchapp2-container", "framework", "framework.static", "xcframework",
    "library.static", "library.dynamic", "bundle", "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test",
    "app-extension", "app-extension.messages", "app-extension.messages-sticker-pack",
    "app-extension.intents-service", "extensionkit-extension", "tv-app-extension", "watchkit-extension",
    "watchkit2-extension", "tool", "xpc-service", "xcode-extension", "instruments-package", "metal-library",
    "driver-extension", "system-extension",
  ]

  static let appTypes: Set<String> = [
    "application", "application.on-demand-install-capable", "application.messages", "application.watchapp",
    "application.watchapp2", "application.watchapp2-container",
  ]

  static func productType(_ written: String?) -> String? {
    guard let written, knownTypes.contains(written) else { return nil }
    return written
  }

  /// The product file XcodeGen names: `App.app`, `Core.framework`, `libCore.a`, `AppTests.xctest`.
  static func productFileName(_ productName: String, type: String) -> String? {
    let extensions: [String: String] = [
      "framework": "framework", "framework.static": "framework", "xcframework": "xcframework",
      "library.dynamic": "dylib", "bundle": "bundle", "bundle.unit-test": "xctest", "bundle.ui-testing": "xctest",
      "bundle.ocunit-test": "octest", "xpc-service": "xpc", "instruments-package": "instrpkg",
      "metal-library": "metallib", "driver-extension": "dext", "system-extension": "systemextension",
    ]
    if type == "library.static" { return "lib\(productName).a" }
    if type == "tool" { return productName }
    if appTypes.contains(type) { return productName + ".app" }
    if type.contains("extension") { return productName + ".appex" }
    return extensions[type].map { productName + "." + $0 }
  }

  /// `options.fileTypes: {swift: {buildPhase: ...}}` takes Swift files out of the sources phase.
  static func compilesSwift(_ fileType: XcodeGenNode?) -> Bool {
    guard let phase = fileType?["buildPhase"] else { return true }
    return phase.string == "sources"
  }

  // MARK: Diagnostics

  /// Marks a dependency entry of `target` whose edge is left out: an import it may declare is then not known to be
  /// undeclared (`BuildInfo.unreadDependencies`).
  private func leftOut(_ item: XcodeGenNode, of target: inout XcodeTarget) {
    let place = Location(file: item.file, line: item.line)
    target.build.unreadDependencies = ((target.build.unreadDependencies ?? []) + [place]).sorted()
  }

  private mutating func warn(_ message: String, _ node: XcodeGenNode, line: Int? = nil) {
    diagnostics.append(Diagnostic(.warning, message, at: Location(file: node.file, line: line ?? node.line)))
  }
}
