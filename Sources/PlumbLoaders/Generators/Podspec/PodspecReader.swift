import Foundation
import PlumbModel

/// Reads the podspecs of the development pods that the root's Podfiles name (`pod 'Session', :path => 'LocalPods/
/// Session'`) into one project per pod, so their Swift files become the pod's module instead of folder guesses,
/// and the Podfile's edges land on it.
///
/// CocoaPods builds a pod into one module: the root spec's sources and those of every subspec some Podfile entry
/// selects (`Session/Core`; the root alone selects `default_subspecs`, else all), with their dependencies. A
/// dependency on another development pod of the same Podfile is a target dependency on that pod's project; any
/// other is the same external node the Podfile mapping makes (`external:cocoapods/<Pod>`). Each `test_spec` is a
/// unit-test target of the pod, each `app_spec` an app.
enum PodspecReader {
  static func read(root: URL, tree: FileTree) -> ProjectSpecReading {
    var result = ProjectSpecReading()
    let read = developmentPods(root: root, tree: tree).compactMap { pod in
      readPodspec(of: pod, root: root, tree: tree, into: &result).map { (pod, $0) }
    }
    // A dependency on a development pod whose podspec was read is a dependency on its project.
    var fileNames: [String: String] = [:]
    for (pod, podspec) in read where fileNames[pod.name] == nil {
      fileNames[pod.name] = XcodePath.lastComponent(podspec.path)
    }
    for (pod, podspec) in read {
      let builder = PodProjectBuilder(pod: pod, podspec: podspec, tree: tree, developmentPods: fileNames)
      var project = builder.project()
      project.format = .podspec
      project.specPath = podspec.path
      result.projects.append(project)
      result.specFiles.insert(podspec.path)
      result.leftOutSources.formUnion(builder.unbuiltSources(besides: project))
      if let pattern = builder.sourcePatternsMatchingNothing() {
        // `pod lib lint` rejects this; `pod install` builds an empty module, so the app's files are not in it.
        result.diagnostics.append(
          Diagnostic(
            .warning,
            "the source_files of the development pod '\(pod.name)' match no file of '\(pod.folder)' "
              + "('\(pattern.value)'): CocoaPods builds an empty module",
            at: Location(file: podspec.path, line: pattern.line)))
      }
    }
    return result
  }

  /// A development pod as the Podfiles name it: its folder and every subspec some entry selects.
  struct DevelopmentPod: Hashable {
    /// The pod's name without a subspec (`Session`).
    var name: String
    /// Its folder, relative to the analysed root.
    var folder: String
    /// The podspec itself, when `:path` names it rather than its folder (`LocalPods/Kit.podspec`).
    var podspecFile: String?
    /// The selected subspec paths (`["Core"]`, `["UI", "Buttons"]`); `[]` for the root spec alone.
    var selections: Set<[String]>
    /// The first Podfile line that names it.
    var location: Location
  }

  /// Every pod with `:path =>` in the root's Podfiles, one per name and folder, in Podfile order.
  static func developmentPods(root: URL, tree: FileTree) -> [DevelopmentPod] {
    var pods: [DevelopmentPod] = []
    for podfilePath in XcodeWorkspaceLoader.discover(tree: tree).podfiles {
      guard let text = try? TextFile.text(of: XcodePath.url(podfilePath, root: root), kind: "a Podfile") else {
        continue  // the Xcode loader reads Podfiles and reports them
      }
      let (podfile, _) = PodfileReader.read(text: text, path: podfilePath)
      for target in podfile.targets {
        for pod in target.pods {
          guard let localPath = pod.localPath else { continue }
          var folder = XcodePath.join(XcodePath.parent(podfilePath), localPath)
          var podspecFile: String?
          if folder.hasSuffix(".podspec") || folder.hasSuffix(".podspec.json") {
            podspecFile = folder
            folder = XcodePath.parent(folder)
          }
          let selection = pod.name.split(separator: "/").dropFirst().map(String.init)
          if let index = pods.firstIndex(where: { $0.name == pod.rootName && $0.folder == folder }) {
            pods[index].selections.insert(selection)
          } else {
            pods.append(
              DevelopmentPod(
                name: pod.rootName, folder: folder, podspecFile: podspecFile, selections: [selection],
                location: Location(file: podfilePath, line: pod.line)))
          }
        }
      }
    }
    return pods
  }

  /// The pod's `Name.podspec` (or `Name.podspec.json`), read; nil with a diagnostic when it is not there or cannot
  /// be read.
  private static func readPodspec(
    of pod: DevelopmentPod, root: URL, tree: FileTree, into result: inout ProjectSpecReading
  ) -> Podspec? {
    if pod.folder.hasPrefix("../") || pod.folder == ".." || pod.folder.hasPrefix("/") {
      result.diagnostics.append(
        Diagnostic(
          .note,
          "the development pod '\(pod.name)' is at '\(pod.folder)', outside the analysed folder; it is kept as an "
            + "external node (analyse a folder that holds both to see its module)",
          at: pod.location))
      return nil
    }
    // Pods in folders the walk skips on purpose (React Native's `node_modules/...`, `Pods/`, `Carthage/`) are other
    // people's code: they stay the external nodes the Podfile mapping makes, as their files stay unread.
    if pod.folder.split(separator: "/").contains(where: { FileTree.isSkipped(folder: String($0)) }) { return nil }
    let manifest = XcodePath.join(pod.folder, "Package.swift")
    if tree.exists(manifest) {
      // The same sources described twice (a pod moving to SwiftPM): the package's modules are the ones loaded, and
      // the podspec's would repeat them.
      result.diagnostics.append(
        Diagnostic(
          .note,
          "the development pod '\(pod.name)' is also a Swift package ('\(manifest)'); its modules are read from the "
            + "package, not from the podspec",
          at: pod.location))
      return nil
    }
    let expected = XcodePath.join(pod.folder, pod.name + ".podspec")
    let candidates = pod.podspecFile.map { [$0] } ?? [expected, expected + ".json"]
    guard let path = candidates.first(where: { tree.exists($0) && !tree.isFolder($0) }) else {
      result.diagnostics.append(
        Diagnostic(
          .warning,
          "the development pod '\(pod.name)' has no podspec at '\(pod.podspecFile ?? expected)'; its files are not "
            + "read as the pod's module",
          at: pod.location))
      return nil
    }
    let text: String
    do {
      text = try TextFile.text(of: XcodePath.url(path, root: root), kind: "a podspec")
    } catch {
      result.diagnostics.append(
        Diagnostic(
          .warning, "cannot read the podspec: \(error.reason)", at: Location(file: path, line: error.line ?? 0)))
      result.unreadFolders.append(pod.folder)
      return nil
    }
    if !path.hasSuffix(".json") {
      let (podspec, diagnostics) = PodspecRubyReader.read(text: text, path: path, fallbackName: pod.name)
      result.diagnostics += diagnostics
      return podspec
    }
    do {
      return try PodspecJSONReader.read(text: text, path: path, fallbackName: pod.name)
    } catch {
      result.diagnostics.append(
        Diagnostic(.warning, "cannot read the podspec: \(error.reason)", at: Location(file: path, line: 1)))
      result.unreadFolders.append(pod.folder)
      return nil
    }
  }
}

/// Turns one development pod's podspec into the project CocoaPods would generate for it.
struct PodProjectBuilder {
  let pod: PodspecReader.DevelopmentPod
  let podspec: Podspec
  /// The podspec file names of the workspace's development pods by pod name: a dependency on one is a target
  /// dependency on its project.
  let developmentPods: [String: String]

  /// Files of the pod's folder relative to it, listed once for every glob.
  private let files: [String]

  init(
    pod: PodspecReader.DevelopmentPod, podspec: Podspec, tree: FileTree,
    developmentPods: [String: String]
  ) {
    self.pod = pod
    self.podspec = podspec
    self.developmentPods = developmentPods
    let prefix = pod.folder.isEmpty ? "" : pod.folder + "/"
    // Ruby's globs skip hidden files (`.gitkeep`, `.DS_Store`) as the tree's walk skips hidden folders.
    self.files = tree.list(from: pod.folder) { _, name in FileTree.isSkipped(folder: name) }.files
      .map { String($0.dropFirst(prefix.count)) }
      .filter { !XcodePath.lastComponent($0).hasPrefix(".") }
  }

  func project() -> XcodeProject {
    let rootSpec = podspec.root
    let specs = selectedSpecs()
    var library = XcodeTarget(
      name: pod.name, productType: "com.apple.product-type.framework", productFileName: pod.name + ".framework",
      productName: pod.name, line: rootSpec.line)
    library.sources = sources(of: specs)
    (library.dependencies, library.packageProducts) = dependencies(of: specs)
    library.build.moduleName = rootSpec.moduleName ?? BuildInfo.c99Identifier(pod.name)
    let platforms = rootSpec.platforms.compactMap(Podspec.platformName).sorted()
    library.build.platforms = platforms
    var targets = [library]
    for spec in rootSpec.testSpecs + rootSpec.appSpecs {
      targets.append(childTarget(spec, platforms: platforms))
    }
    return XcodeProject(
      fileName: XcodePath.lastComponent(podspec.path), path: podspec.path, sourceRoot: pod.folder, targets: targets)
  }

  /// A `test_spec` or `app_spec` target, named as CocoaPods names it (`Session-Unit-Tests`, `Session-App`),
  /// depending on the pod.
  private func childTarget(_ spec: Podspec.Spec, platforms: [String]) -> XcodeTarget {
    let (name, productType): (String, String) =
      switch spec.kind {
      case .test(isUI: true): ("\(pod.name)-UI-\(spec.name)", "com.apple.product-type.bundle.ui-testing")
      case .test: ("\(pod.name)-Unit-\(spec.name)", "com.apple.product-type.bundle.unit-test")
      default: ("\(pod.name)-\(spec.name)", "com.apple.product-type.application")
      }
    var target = XcodeTarget(name: name, productType: productType, productName: name, line: spec.line)
    target.sources = sources(of: [spec])
    var (dependencies, products) = dependencies(of: [spec])
    if !dependencies.contains(where: { $0.targetName == pod.name && $0.projectFileName == nil }) {
      var onThePod = XcodeTargetDependency(targetName: pod.name, line: spec.line)
      onThePod.impliedByPod = pod.name
      dependencies.insert(onThePod, at: 0)
    }
    target.dependencies = dependencies
    target.packageProducts = products
    target.build.platforms = platforms
    return target
  }

  /// The root spec and the subspecs the Podfile entries select, with the subspecs those depend on.
  func selectedSpecs() -> [Podspec.Spec] {
    podspec.selectedSpecs(pod.selections, podName: pod.name)
  }

  /// Swift files of the pod's folder that CocoaPods does not build (`exclude_files`, subspecs no Podfile entry
  /// selects, files no `source_files` names, `pod lib create`'s templates): they are no module, and no folder to
  /// guess one from either. Files another project of the folder compiles (an `Example` app) stay its module's.
  func unbuiltSources(besides project: XcodeProject) -> Set<String> {
    guard !pod.folder.isEmpty else {
      // A pod at the root (`:path => '.'`) shares its folder with the app: only what the podspec names is left out.
      func all(_ spec: Podspec.Spec) -> [Podspec.Spec] {
        [spec] + (spec.subspecs + spec.testSpecs + spec.appSpecs).flatMap(all)
      }
      let named = matching(all(podspec.root).flatMap(\.sourceFiles).map(\.value)).filter { $0.hasSuffix(".swift") }
      return Set(named).subtracting(project.targets.flatMap(\.sources))
    }
    // Manifests of packages inside the folder are packages' business, not sources.
    let swiftFiles = files.filter { file in
      let name = XcodePath.lastComponent(file)
      return name.hasSuffix(".swift") && name != "Package.swift" && !name.hasPrefix("Package@swift")
    }.map { XcodePath.join(pod.folder, $0) }
    return Set(swiftFiles).subtracting(project.targets.flatMap(\.sources))
  }

  /// The first `source_files` pattern of the pod's module when none of them matches any file (of any language).
  func sourcePatternsMatchingNothing() -> Podspec.Located? {
    let patterns = selectedSpecs().flatMap(\.sourceFiles)
    guard let first = patterns.first, matching(patterns.map(\.value)).isEmpty else { return nil }
    return first
  }

  /// The Swift files the specs' `source_files` match and their `exclude_files` do not, root-relative and sorted.
  func sources(of specs: [Podspec.Spec]) -> [String] {
    let included = matching(specs.flatMap(\.sourceFiles).map(\.value))
    let excluded = matching(specs.flatMap(\.excludeFiles).map(\.value))
    return included.subtracting(excluded).filter { $0.hasSuffix(".swift") }
      .map { XcodePath.join(pod.folder, $0) }.sorted()
  }

  /// The pod's files a list of CocoaPods globs matches. CocoaPods matches case-insensitively, and a pattern that
  /// names a folder stands for the files directly in it.
  private func matching(_ patterns: [String]) -> Set<String> {
    var globs: [Glob] = []
    for pattern in patterns {
      var normalized = XcodePath.normalize(pattern).lowercased()
      if !normalized.contains(where: { "*?[{".contains($0) }),
        files.contains(where: { $0.lowercased().hasPrefix(normalized + "/") })
      {
        normalized += "/*"
      }
      globs.append(Glob(normalized))
    }
    guard !globs.isEmpty else { return [] }
    return Set(files.filter { file in
      let lowered = file.lowercased()
      return globs.contains { $0.matches(lowered) }
    })
  }

  /// The specs' pod dependencies: other development pods as target dependencies, the rest as the external
  /// `cocoapods` node; the pod's own subspecs are part of its module, not dependencies.
  func dependencies(of specs: [Podspec.Spec]) -> ([XcodeTargetDependency], [XcodePackageProduct]) {
    var targets: [XcodeTargetDependency] = []
    var products: [XcodePackageProduct] = []
    for dependency in podspec.podDependencies(of: specs, podName: pod.name) {
      let name = dependency.value
      if let fileName = developmentPods[name] {
        targets.append(XcodeTargetDependency(targetName: name, projectFileName: fileName, line: dependency.line))
      } else {
        products.append(
          XcodePackageProduct(
            productName: name, package: .remote(url: "cocoapods", requirement: nil), line: dependency.line))
      }
    }
    return (targets, products)
  }
}
