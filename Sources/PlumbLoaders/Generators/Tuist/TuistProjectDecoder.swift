import Foundation
import PlumbModel

/// Turns the `Project(...)` a Tuist manifest evaluates to into an `XcodeProject`: the project Tuist would
/// generate beside the manifest, with its targets, sources, dependencies and packages.
struct TuistProjectDecoder {
  /// A decoded project, with the `.project(target:path:)` dependencies still naming a folder: the project there is
  /// only known once every manifest is read.
  struct Decoded {
    var project: XcodeProject
    var diagnostics: [Diagnostic] = []
    var crossProject: [CrossProjectDependency] = []
    /// Sources the targets' globs exclude: left out of the folder fallback, as the spec keeps them out of every
    /// target on purpose.
    var excludedFiles: Set<String> = []
    /// Some target could not be read (its name or product): the folder's files are not guessed into modules.
    var leftOutTargets = false
    /// The targets left out (each with its warning) whose names could be read, and whether one's could not: a
    /// dependency on such a target is not one on a target the project "declares" none of.
    var unreadTargets: Set<String> = []
    var unnamedTargetLeftOut = false
    /// The remote packages the project's `packages:` declares.
    var remotePackages: [XcodePackageReference] = []
    var externalProducts: Set<ProductIndex> = []
  }

  struct ProductIndex: Hashable {
    var target: Int
    var product: Int
  }

  struct CrossProjectDependency {
    var target: Int
    var dependency: Int
    /// The root-relative folder `path:` names.
    var folder: String
    var location: Location
  }

  let manifest: String
  let folder: String
  let tuistRoot: TuistRoot
  let sources: TuistSourceGlobs
  private(set) var diagnostics: [Diagnostic] = []
  private var excludedFiles: Set<String> = []
  /// Where the `Project(...)` is written in the manifest (the helper call that builds it, for a helper): targets
  /// and dependencies written in a helper are shown there.
  private var projectLocation: Location?

  init(manifest: String, tuistRoot: TuistRoot, tree: FileTree) {
    self.manifest = manifest
    self.folder = XcodePath.parent(manifest)
    self.tuistRoot = tuistRoot
    self.sources = TuistSourceGlobs(tree: tree)
  }

  mutating func decode(_ call: ManifestCall) -> Decoded {
    projectLocation = call.location.flatMap { $0.file == manifest ? $0 : nil }
    var name = XcodePath.lastComponent(folder.isEmpty ? "Project" : folder)
    if let declared = call["name"]?.stringValue {
      name = declared
    } else {
      warn("cannot read the project's name; the folder's name is used", at: call.location)
    }
    let fileName = name + ".xcodeproj"
    var project = XcodeProject(
      fileName: fileName, path: XcodePath.join(folder, fileName), sourceRoot: folder, targets: [])
    project.format = .tuist
    project.specPath = manifest
    let packages = projectPackages(call["packages"])
    project.localPackagePaths = packages.local + tuistRoot.packages.local
    var crossProject: [CrossProjectDependency] = []
    var leftOutTargets = false
    var unreadTargets: Set<String> = []
    var unnamedTargetLeftOut = false
    var externalProducts: Set<ProductIndex> = []
    let projectConditions = compilationConditions(in: call["settings"])
    // A helper that returns a module's targets as a group (`.framework(name:)` → the framework and its tests) makes
    // `targets:` an array of arrays, which the project's own initialiser flattens: read the groups' targets.
    let targets = elements(call["targets"], what: "targets").flatMap { value -> [ManifestValue] in
      if case .array(let group) = value { return group }
      return [value]
    }
    for value in targets {
      guard case .call(let targetCall) = value, targetCall["name"] != nil || targetCall["product"] != nil else {
        leftOutTargets = true
        unnamedTargetLeftOut = true
        warn("cannot read the target \(value)", at: value.callValue?.location ?? call.location)
        continue
      }
      guard var target = decodeTarget(targetCall, packages: packages, conditions: projectConditions) else {
        leftOutTargets = true
        if let name = targetCall["name"]?.stringValue {
          unreadTargets.insert(name)
        } else {
          unnamedTargetLeftOut = true
        }
        continue
      }
      target.target.sources = Array(Set(target.target.sources + derivedSources(of: target.target.name))).sorted()
      // A product resolved here names its package for the projects of the workspace that link it bare.
      for product in target.target.packageProducts {
        if let package = product.package, project.packagesByProduct[product.productName] == nil {
          project.packagesByProduct[product.productName] = package
        }
      }
      for product in target.externalProducts {
        externalProducts.insert(ProductIndex(target: project.targets.count, product: product))
      }
      for pending in target.crossProject {
        crossProject.append(
          CrossProjectDependency(
            target: project.targets.count, dependency: pending.dependency, folder: pending.folder,
            location: pending.location))
      }
      project.targets.append(target.target)
    }
    assignTestHosts(&project)
    // No target read at all: the helpers that build them were beyond the evaluator (it said where).
    if project.targets.isEmpty { leftOutTargets = true }
    return Decoded(
      project: project, diagnostics: diagnostics, crossProject: crossProject, excludedFiles: excludedFiles,
      leftOutTargets: leftOutTargets, unreadTargets: unreadTargets, unnamedTargetLeftOut: unnamedTargetLeftOut,
      remotePackages: packages.remote, externalProducts: externalProducts)
  }

  // MARK: Targets

  private struct DecodedTarget {
    var target: XcodeTarget
    var crossProject: [CrossProjectDependency]
    /// Indices of `target.packageProducts` written `.external(name:)`.
    var externalProducts: [Int] = []
  }

  private mutating func decodeTarget(
    _ call: ManifestCall, packages: (remote: [XcodePackageReference], local: [String]), conditions: Set<String>?
  ) -> DecodedTarget? {
    guard let name = call["name"]?.stringValue else {
      warn("cannot read the name of the target \(call)", at: call.location)
      return nil
    }
    guard let productCase = call["product"]?.stringValue else {
      warn(
        "target '\(name)': cannot read its product \(call["product"] ?? .null); the target is left out",
        at: call.location)
      return nil
    }
    guard let productType = Self.productTypes[productCase] else {
      warn("target '\(name)': unknown product '.\(productCase)'", at: call.location)
      return nil
    }
    let (file, line) = place(call.location)
    var target = XcodeTarget(name: name, productType: productType, line: line)
    target.file = file
    let productName = call["productName"]?.stringValue ?? name
    target.productName = productName
    target.productFileName = productName + (Self.productExtensions[productCase] ?? "")
    target.extensionPointIdentifier = Self.extensionPoint(in: call["infoPlist"])
    let moduleName = BuildInfo.c99Identifier(productName)
    target.build.moduleName = moduleName == name ? nil : moduleName
    target.build.platforms = platforms(of: call)
    var flags = conditions
    if let own = compilationConditions(in: call["settings"]), flags != nil { flags!.formUnion(own) }
    target.build.definedConditions = flags.map { $0.sorted() }
    // `buildableFolders:` (Tuist 4.5x, Xcode's synchronized folders) hold every file below them.
    let declared = ManifestValue.array([call["sources"] ?? .null, call["buildableFolders"] ?? .null])
    let matched = sources.files(for: declared, manifestFolder: folder, tuistRoot: tuistRoot.path)
    target.sources = matched.files
    excludedFiles.formUnion(matched.excluded)
    for problem in matched.problems { warn("target '\(name)': \(problem)", at: call.location) }

    var crossProject: [CrossProjectDependency] = []
    var externalProducts: [Int] = []
    if let declared = call["dependencies"], !declared.isNull, declared.arrayValue == nil {
      // The whole list could not be read (said where it failed): what the target declares is unknown, so an
      // import it may declare is not reported as undeclared.
      let place = call.location ?? Location(file: manifest)
      target.build.unreadDependencies = ((target.build.unreadDependencies ?? []) + [place]).sorted()
    }
    for value in elements(call["dependencies"], what: "dependencies of '\(name)'") {
      guard case .call(let dependency) = value else {
        if case .member(let member, _) = value, member == "xctest" { continue }
        unreadDependency("\(value)", at: call.location, of: &target)
        continue
      }
      let (depFile, depLine) = place(dependency.location ?? call.location)
      switch dependency.name {
      case "target":
        let positional = dependency.positional.first
        let written: String? = if case .string(let text, _)? = positional { text } else { nil }
        // `.target(name: "Core")`, `.target("Core")`, or `.target(coreTarget)` with a `Target` value.
        guard let targetName = dependency["name"]?.stringValue ?? written ?? positional?.callValue?["name"]?.stringValue
        else {
          unreadDependency("\(dependency)", at: dependency.location, of: &target)
          continue
        }
        var edge = XcodeTargetDependency(targetName: targetName, line: depLine)
        edge.file = depFile
        target.dependencies.append(edge)
      case "project":
        guard let targetName = dependency["target"]?.stringValue,
          let path = TuistPaths.resolve(dependency["path"], manifestFolder: folder, tuistRoot: tuistRoot.path)
        else {
          unreadDependency("\(dependency)", at: dependency.location, of: &target)
          continue
        }
        var edge = XcodeTargetDependency(targetName: targetName, line: depLine)
        edge.file = depFile
        crossProject.append(
          CrossProjectDependency(
            target: 0, dependency: target.dependencies.count, folder: path,
            location: Location(file: depFile ?? manifest, line: depLine)))
        target.dependencies.append(edge)
      case "external":
        guard let product = dependency["name"]?.stringValue else {
          unreadDependency("\(dependency)", at: dependency.location, of: &target)
          continue
        }
        let package = TuistPackages.remotePackage(for: product, among: tuistRoot.packages.remote).map {
          XcodePackageReference.remote(url: $0.url, requirement: $0.requirement)
        }
        var edge = XcodePackageProduct(productName: product, package: package, line: depLine)
        edge.file = depFile
        externalProducts.append(target.packageProducts.count)
        target.packageProducts.append(edge)
      case "package":
        guard let product = dependency["product"]?.stringValue else {
          unreadDependency("\(dependency)", at: dependency.location, of: &target)
          continue
        }
        let remotes = packages.remote.map { (url: $0.location, requirement: nil as String?) }
        // Then the packages `Tuist/Package.swift` integrates, which a project may name a product of too.
        let package = (TuistPackages.remotePackage(for: product, among: remotes)
          ?? TuistPackages.remotePackage(for: product, among: tuistRoot.packages.remote)).map {
            XcodePackageReference.remote(url: $0.url, requirement: nil)
          }
        var edge = XcodePackageProduct(productName: product, package: package, line: depLine)
        edge.file = depFile
        target.packageProducts.append(edge)
      case "sdk", "xcframework", "framework", "library", "xctest", "macro", "bundle":
        continue  // system and prebuilt binaries: not modules of the graph
      default:
        unreadDependency("\(dependency)", at: dependency.location ?? call.location, of: &target)
      }
    }
    return DecodedTarget(target: target, crossProject: crossProject, externalProducts: externalProducts)
  }

  /// A test bundle that depends on an app of its project runs inside it (Tuist sets `TEST_HOST` for unit tests,
  /// `TEST_TARGET_NAME` for UI tests).
  private func assignTestHosts(_ project: inout XcodeProject) {
    let apps = Dictionary(
      project.targets.filter { $0.kind == .app }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for index in project.targets.indices {
      let target = project.targets[index]
      guard target.kind == .unitTest || target.kind == .uiTest,
        let host = target.dependencies.first(where: { $0.projectFileName == nil && apps[$0.targetName] != nil })
      else { continue }
      if target.kind == .uiTest {
        project.targets[index].testTargetName = host.targetName
      } else {
        project.targets[index].testHostProductName = apps[host.targetName]?.productName ?? host.targetName
      }
    }
  }

  // MARK: Resolving `.project(target:path:)`

  /// Names the project each `.project(target:path:)` points at, now that every manifest is read: the Tuist
  /// project in that folder, else an `.xcodeproj` kept there.
  static func resolveProjectDependencies(_ decoded: [Decoded], tree: FileTree) -> (
    projects: [XcodeProject], diagnostics: [Diagnostic]
  ) {
    var byFolder: [String: XcodeProject] = [:]
    var decodedByFolder: [String: Decoded] = [:]
    for item in decoded where byFolder[item.project.sourceRoot] == nil {
      byFolder[item.project.sourceRoot] = item.project
      decodedByFolder[item.project.sourceRoot] = item
    }
    // Xcode resolves the packages of every project of the workspace together: `.package(product:)` may name a
    // product of a package another project declares.
    let workspaceRemotes = decoded.flatMap(\.remotePackages).map { (url: $0.location, requirement: nil as String?) }
    var projects: [XcodeProject] = []
    var diagnostics: [Diagnostic] = []
    for item in decoded {
      var project = item.project
      for target in project.targets.indices {
        for index in project.targets[target].packageProducts.indices
        where project.targets[target].packageProducts[index].package == nil && !item.isExternal(target, index) {
          let product = project.targets[target].packageProducts[index].productName
          if let remote = TuistPackages.remotePackage(for: product, among: workspaceRemotes) {
            project.targets[target].packageProducts[index].package = .remote(url: remote.url, requirement: nil)
          }
        }
      }
      var dropped: [Int: Set<Int>] = [:]
      for pending in item.crossProject {
        let name = project.targets[pending.target].dependencies[pending.dependency].targetName
        if let other = byFolder[pending.folder] {
          // A target the other project writes but plumb could not read was said there; this edge is said later,
          // where it is left out.
          let unread = decodedByFolder[pending.folder].map {
            $0.unreadTargets.contains(name) || $0.unnamedTargetLeftOut
          }
          if other.target(named: name) == nil, unread != true {
            diagnostics.append(
              Diagnostic(
                .warning,
                "target '\(project.targets[pending.target].name)' depends on '\(name)' of the project at "
                  + "'\(pending.folder)', which declares no such target",
                at: pending.location))
          }
          project.targets[pending.target].dependencies[pending.dependency].projectFileName =
            other.path == project.path ? nil : other.fileName
        } else if let xcodeproj = tree.children(of: pending.folder)?.first(where: { $0.name.hasSuffix(".xcodeproj") }) {
          project.targets[pending.target].dependencies[pending.dependency].projectFileName = xcodeproj.name
        } else {
          diagnostics.append(
            Diagnostic(
              .warning,
              "target '\(project.targets[pending.target].name)' depends on '\(name)' of the project at "
                + "'\(pending.folder)', where there is no Project.swift plumb read; the dependency is left out",
              at: pending.location))
          dropped[pending.target, default: []].insert(pending.dependency)
          // What the left-out project would give the target is unknown: an import it may declare is not reported
          // as undeclared (hedged, as for an entry plumb cannot read).
          project.targets[pending.target].build.unreadDependencies =
            ((project.targets[pending.target].build.unreadDependencies ?? []) + [pending.location]).sorted()
        }
      }
      for (target, indices) in dropped {
        project.targets[target].dependencies = project.targets[target].dependencies.enumerated()
          .filter { !indices.contains($0.offset) }.map(\.element)
      }
      projects.append(project)
    }
    return (projects, diagnostics)
  }

  // MARK: Pieces

  /// The accessors Tuist generates for a target's resources (`Derived/Sources/TuistBundle+MyTarget.swift`,
  /// `TuistAssets+…`, `TuistStrings+…`), which it compiles into the target: some projects commit them.
  private func derivedSources(of target: String) -> [String] {
    let folder = XcodePath.join(self.folder, "Derived/Sources")
    let suffix = "+" + Self.camelized(target) + ".swift"
    return (sources.tree.children(of: folder) ?? []).filter { $0.name.hasPrefix("Tuist") && $0.name.hasSuffix(suffix) }
      .map { XcodePath.join(folder, $0.name) }
  }

  /// `three-dollar-in-my-pocket` → `ThreeDollarInMyPocket`, as Tuist names the accessors of a target.
  static func camelized(_ name: String) -> String {
    var result = ""
    var upperNext = true
    for character in name {
      if character == "-" || character == "_" || character == " " || character == "." {
        upperNext = true
      } else {
        result += upperNext ? character.uppercased() : String(character)
        upperNext = false
      }
    }
    return result
  }

  /// A line to show a declaration at: its own when it is written in the manifest; the line of the helper call
  /// that built the project when it is written in a helper (one helper line is shared by every project);
  /// its own in the helper file otherwise.
  private func place(_ location: Location?) -> (file: String?, line: Int) {
    guard let location else { return (nil, projectLocation?.line ?? 0) }
    if location.file == manifest { return (nil, location.line) }
    if let projectLocation { return (nil, projectLocation.line) }
    return (location.file, location.line)
  }

  private func projectPackages(_ value: ManifestValue?) -> (remote: [XcodePackageReference], local: [String]) {
    var remote: [XcodePackageReference] = []
    var local: [String] = []
    // An `if` plumb cannot evaluate: the remote packages any branch declares (they only name where a product comes
    // from), and the local packages every branch declares (those are read as part of the project).
    if case .call(let undecided)? = value, undecided.isUndecided {
      let branches = undecided.positional.map { projectPackages($0) }
      for package in branches.flatMap(\.remote) where !remote.contains(package) { remote.append(package) }
      local = branches.first?.local.filter { path in branches.allSatisfy { $0.local.contains(path) } } ?? []
      return (remote, local)
    }
    for element in value?.arrayValue ?? [] {
      guard case .call(let call) = element else { continue }
      if let url = call["url"]?.stringValue {
        remote.append(.remote(url: url, requirement: nil))
      } else if let path = TuistPaths.resolve(call["path"], manifestFolder: folder, tuistRoot: tuistRoot.path) {
        local.append(path)
      }
    }
    return (remote, local)
  }

  private mutating func elements(_ value: ManifestValue?, what: String) -> [ManifestValue] {
    switch value {
    case nil, .null?: return []
    case .array(let elements)?: return elements
    case let other? where other.isUnknown: return []  // the evaluator said why
    case let other?:
      warn("cannot read the \(what): \(other)", at: other.callValue?.location)
      return []
    }
  }

  /// `destinations: .iOS`, `[.iPhone, .iPad]`, or the older `platform: .iOS`, as platform names.
  private func platforms(of call: ManifestCall) -> [String] {
    let value = call["destinations"] ?? call["platform"] ?? .null
    let names = (value.arrayValue ?? [value]).compactMap(\.stringValue)
    return Array(Set(names.compactMap(Self.platform(of:)))).sorted()
  }

  static func platform(of destination: String) -> String? {
    switch destination {
    case "iOS", "iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign", "macCatalyst": "iOS"
    case "macOS", "mac": "macOS"
    case "watchOS", "appleWatch": "watchOS"
    case "tvOS", "appleTv": "tvOS"
    case "visionOS", "appleVision": "visionOS"
    default: nil
    }
  }

  /// The `#if` flags a `settings:` value defines: Tuist's default Debug configuration defines `DEBUG`, and
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` entries add theirs. Nil when the settings take an `.xcconfig` file
  /// plumb does not read.
  private func compilationConditions(in value: ManifestValue?) -> Set<String>? {
    var flags: Set<String> = ["DEBUG"]
    var readsFile = false
    func visit(_ value: ManifestValue) {
      switch value {
      case .array(let elements): elements.forEach(visit)
      case .dictionary(let pairs):
        for pair in pairs {
          if pair.key.stringValue == "SWIFT_ACTIVE_COMPILATION_CONDITIONS" { addFlags(pair.value) }
          visit(pair.value)
        }
      case .call(let call):
        if call.name == "swiftActiveCompilationConditions" { call.arguments.forEach { addFlags($0.value) } }
        if let xcconfig = call["xcconfig"], !xcconfig.isNull { readsFile = true }
        call.arguments.forEach { visit($0.value) }
      default: break
      }
    }
    func addFlags(_ value: ManifestValue) {
      for element in value.arrayValue ?? [value] {
        guard let text = element.stringValue ?? element.callValue?.positional.first?.stringValue else { continue }
        for flag in text.split(separator: " ") where !flag.hasPrefix("$(") { flags.insert(String(flag)) }
      }
    }
    if let value { visit(value) }
    return readsFile ? nil : flags
  }

  /// `NSExtensionPointIdentifier` from an `infoPlist: .extendingDefault(with: [...])` dictionary.
  static func extensionPoint(in value: ManifestValue?) -> String? {
    switch value {
    case .dictionary(let pairs)?:
      for pair in pairs {
        if pair.key.stringValue == "NSExtensionPointIdentifier" { return pair.value.stringValue }
        if let found = extensionPoint(in: pair.value) { return found }
      }
    case .call(let call)?:
      for argument in call.arguments { if let found = extensionPoint(in: argument.value) { return found } }
    default: break
    }
    return nil
  }

  /// A dependency entry of `target` plumb cannot read: a warning, and a mark on the target, so that an import the
  /// entry may declare is not reported as undeclared.
  private mutating func unreadDependency(_ entry: String, at location: Location?, of target: inout XcodeTarget) {
    let place = location ?? Location(file: manifest)
    warn("target '\(target.name)': cannot read the dependency \(entry)", at: place)
    target.build.unreadDependencies = ((target.build.unreadDependencies ?? []) + [place]).sorted()
  }

  private mutating func warn(_ message: String, at location: Location?) {
    diagnostics.append(Diagnostic(.warning, message, at: location ?? Location(file: manifest)))
  }

  /// ProjectDescription's `Product` cases, as the Xcode product types Tuist generates.
  static let productTypes: [String: String] = [
    "app": "com.apple.product-type.application",
    "staticLibrary": "com.apple.product-type.library.static",
    "dynamicLibrary": "com.apple.product-type.library.dynamic",
    "framework": "com.apple.product-type.framework",
    "staticFramework": "com.apple.product-type.framework",
    "unitTests": "com.apple.product-type.bundle.unit-test",
    "uiTests": "com.apple.product-type.bundle.ui-testing",
    "bundle": "com.apple.product-type.bundle",
    "commandLineTool": "com.apple.product-type.tool",
    "appClip": "com.apple.product-type.application.on-demand-install-capable",
    "appExtension": "com.apple.product-type.app-extension",
    "watch2App": "com.apple.product-type.application.watchapp2",
    "watch2Extension": "com.apple.product-type.watchkit2-extension",
    "tvTopShelfExtension": "com.apple.product-type.tv-app-extension",
    "messagesExtension": "com.apple.product-type.app-extension.messages",
    "stickerPackExtension": "com.apple.product-type.app-extension.messages-sticker-pack",
    "xpc": "com.apple.product-type.xpc-service",
    "systemExtension": "com.apple.product-type.system-extension",
    "extensionKitExtension": "com.apple.product-type.extensionkit-extension",
    "macro": "com.apple.product-type.tool",
  ]

  static let productExtensions: [String: String] = [
    "app": ".app", "framework": ".framework", "staticFramework": ".framework", "unitTests": ".xctest",
    "uiTests": ".xctest", "bundle": ".bundle", "appClip": ".app", "appExtension": ".appex",
    "watch2App": ".app", "watch2Extension": ".appex", "messagesExtension": ".appex", "extensionKitExtension": ".appex",
    "dynamicLibrary": ".dylib", "staticLibrary": ".a",
  ]
}

extension TuistProjectDecoder.Decoded {
  /// True for a product written `.external(name:)`: those come from `Tuist/Package.swift`, not from projects.
  func isExternal(_ target: Int, _ product: Int) -> Bool {
    externalProducts.contains(TuistProjectDecoder.ProductIndex(target: target, product: product))
  }
}
