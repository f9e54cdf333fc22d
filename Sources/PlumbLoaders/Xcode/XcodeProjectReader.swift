import Foundation
import PlumbModel

/// Reads a `.xcodeproj` into an `XcodeProject`: native targets, their Swift sources (from build phases and
/// Xcode 16 synchronized folders), target dependencies, package products and test hosts.
///
/// Never throws: an unreadable project yields no project and an error diagnostic; a dangling reference or a
/// missing file yields a warning and the rest of the project is read.
struct XcodeProjectReader {
  let root: URL

  init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// - Parameter projectPath: the `.xcodeproj` folder, relative to the root.
  func read(projectPath: String) -> (project: XcodeProject?, diagnostics: [Diagnostic]) {
    let pbxprojPath = XcodePath.join(projectPath, "project.pbxproj")
    let text: String
    do {
      let data = try Data(contentsOf: XcodePath.url(pbxprojPath, root: root))
      guard let decoded = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
        return (nil, [Diagnostic(.error, "cannot decode the project file", at: Location(file: pbxprojPath))])
      }
      text = decoded
    } catch {
      return (nil, [Diagnostic(.error, "cannot read the project file: no project.pbxproj in \(projectPath)", at: Location(file: pbxprojPath))])
    }
    let table: PBXObjectTable
    do {
      table = try PBXObjectTable(text: text)
    } catch {
      let message = "\(error); its targets are left out"
      return (nil, [Diagnostic(.error, message, at: Location(file: pbxprojPath, line: error.line ?? 0))])
    }
    var builder = ProjectBuilder(root: root, projectPath: projectPath, table: table)
    let project = builder.build()
    return (project, builder.diagnostics)
  }
}

/// The state of reading one project: the object table, the path resolver and the diagnostics so far.
private struct ProjectBuilder {
  let root: URL
  let projectPath: String
  let pbxprojPath: String
  let table: PBXObjectTable
  let sourceRoot: String
  let resolver: PBXPathResolver
  var diagnostics: [Diagnostic] = []
  /// Swift files found below each synchronized folder, by folder, so shared folders are listed once.
  private var synchronizedListings: [String: [String]] = [:]

  init(root: URL, projectPath: String, table: PBXObjectTable) {
    self.root = root
    self.projectPath = projectPath
    self.pbxprojPath = XcodePath.join(projectPath, "project.pbxproj")
    self.table = table
    let projectObject = table[table.rootObjectID]
    let projectFolder = XcodePath.parent(projectPath)
    self.sourceRoot = XcodePath.join(projectFolder, projectObject?.string("projectDirPath") ?? "")
    self.resolver = PBXPathResolver(table: table, sourceRoot: sourceRoot) { [root] absolute in
      XcodePath.relative(absolute: absolute, root: root)
    }
  }

  mutating func build() -> XcodeProject {
    let fileName = XcodePath.lastComponent(projectPath)
    guard let projectObject = table[table.rootObjectID], projectObject.isa == "PBXProject" else {
      warn("the root object \(table.rootObjectID) is not a PBXProject; no targets read", line: 0)
      return XcodeProject(fileName: fileName, path: projectPath, sourceRoot: sourceRoot, targets: [], localPackagePaths: [])
    }
    var targets: [XcodeTarget] = []
    for targetID in projectObject.strings("targets") {
      guard let object = table[targetID] else {
        warn("the project lists target \(targetID), which is not in the file", line: table.line(of: projectObject.id))
        continue
      }
      // Aggregate and legacy (external build system) targets compile no Swift module.
      guard object.isa == "PBXNativeTarget" else { continue }
      targets.append(readTarget(object))
    }
    let names = Dictionary(grouping: targets, by: \.name).filter { $0.value.count > 1 }.keys.sorted()
    for name in names {
      warn("more than one target is named '\(name)'; only the first is kept", line: 0)
    }
    var seenNames: Set<String> = []
    targets = targets.filter { seenNames.insert($0.name).inserted }
    return XcodeProject(
      fileName: fileName,
      path: projectPath,
      sourceRoot: sourceRoot,
      targets: targets.sorted { $0.name < $1.name },
      localPackagePaths: localPackagePaths(projectObject),
      packagesByProduct: packagesByProduct()
    )
  }

  // MARK: Targets

  private mutating func readTarget(_ object: PBXObject) -> XcodeTarget {
    let name = object.string("name") ?? object.string("productName") ?? object.id
    let line = table.line(of: object.id)
    var sources: Set<String> = []
    for phaseID in object.strings("buildPhases") {
      guard let phase = table[phaseID] else {
        warn("target '\(name)' lists build phase \(phaseID), which is not in the file", line: line)
        continue
      }
      guard phase.isa == "PBXSourcesBuildPhase" else { continue }
      sources.formUnion(buildPhaseSources(phase, targetName: name))
    }
    var folders: [String] = []
    for groupID in object.strings("fileSystemSynchronizedGroups") {
      guard let group = table[groupID] else {
        warn("target '\(name)' lists synchronized folder \(groupID), which is not in the file", line: line)
        continue
      }
      if case .path(let folder) = resolve(group, what: "synchronized folder of target '\(name)'") {
        folders.append(folder)
      }
    }
    sources.formUnion(synchronizedSources(of: object, targetName: name))
    var target = XcodeTarget(
      name: name,
      productType: object.string("productType") ?? "",
      productFileName: productFileName(object),
      sources: sources.sorted(),
      synchronizedFolders: folders.sorted(),
      dependencies: dependencies(of: object, targetName: name),
      packageProducts: packageProducts(of: object, targetName: name),
      line: line
    )
    (target.testHostProductName, target.testTargetName) = testHost(of: object)
    if target.productType.contains("extension") {
      target.extensionPointIdentifier = extensionPoint(of: object)
    }
    return target
  }

  private func productFileName(_ target: PBXObject) -> String? {
    guard let reference = target.string("productReference").flatMap({ table[$0] }) else { return nil }
    return (reference.string("path") ?? reference.string("name")).map(XcodePath.lastComponent)
  }

  /// Swift files of a sources build phase. A build file points at a file reference, or at a variant group whose
  /// children are the localized copies of one file.
  private mutating func buildPhaseSources(_ phase: PBXObject, targetName: String) -> [String] {
    var result: [String] = []
    for buildFileID in phase.strings("files") {
      guard let buildFile = table[buildFileID] else {
        warn("target '\(targetName)' compiles build file \(buildFileID), which is not in the file", line: table.line(of: phase.id))
        continue
      }
      guard let fileRefID = buildFile.string("fileRef") else { continue }  // a package product or plugin
      guard let fileRef = table[fileRefID] else {
        warn("build file \(buildFileID) of target '\(targetName)' refers to \(fileRefID), which is not in the file", line: table.line(of: buildFileID))
        continue
      }
      let members = fileRef.isa == "PBXFileReference" ? [fileRef] : fileRef.strings("children").compactMap { table[$0] }
      for member in members where isSwift(member) {
        guard case .path(let path) = resolve(member, what: "source of target '\(targetName)'") else { continue }
        guard FileManager.default.fileExists(atPath: XcodePath.url(path, root: root).path) else {
          warn("source file \(path) of target '\(targetName)' does not exist", line: table.line(of: member.id))
          continue
        }
        result.append(path)
      }
    }
    return result
  }

  private func isSwift(_ fileRef: PBXObject) -> Bool {
    if let type = fileRef.string("lastKnownFileType") ?? fileRef.string("explicitFileType") {
      return type == "sourcecode.swift"
    }
    return (fileRef.string("path") ?? fileRef.string("name") ?? "").hasSuffix(".swift")
  }

  private mutating func resolve(_ object: PBXObject, what: String) -> PBXPathResolver.Resolution {
    let resolution = resolver.resolve(object.id)
    if case .unresolvable(let reason) = resolution {
      let name = object.string("path") ?? object.string("name") ?? object.id
      warn("cannot locate \(what) '\(name)': \(reason)", line: table.line(of: object.id))
    }
    return resolution
  }

  // MARK: Synchronized folders (Xcode 16)

  /// A synchronized folder gives its target every file below it. An exception set of the folder that names the
  /// target flips membership for the files (or subfolders) it lists: they leave a target that has the folder,
  /// and join a target that does not (that is how Xcode records "also in that other target").
  private mutating func synchronizedSources(of target: PBXObject, targetName: String) -> [String] {
    let ownFolders = Set(target.strings("fileSystemSynchronizedGroups"))
    var result: [String] = []
    for group in table.objects(isa: "PBXFileSystemSynchronizedRootGroup") {
      let exceptions = group.strings("exceptions").compactMap { table[$0] }
        .filter { $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id }
        .flatMap { $0.strings("membershipExceptions") }
      let isOwn = ownFolders.contains(group.id)
      guard isOwn || !exceptions.isEmpty else { continue }
      guard case .path(let folder) = resolver.resolve(group.id) else { continue }
      let files = synchronizedSwiftFiles(in: folder, group: group, targetName: targetName)
      for file in files {
        let inFolder = folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))
        let isException = exceptions.contains { inFolder == $0 || inFolder.hasPrefix($0 + "/") }
        if isOwn != isException { result.append(file) }
      }
      if !isOwn {
        for exception in exceptions where exception.hasSuffix(".swift") {
          let path = XcodePath.join(folder, exception)
          if !files.contains(path) {
            warn("file \(path), added to target '\(targetName)' from a synchronized folder, does not exist", line: table.line(of: group.id))
          }
        }
      }
    }
    return result
  }

  private mutating func synchronizedSwiftFiles(in folder: String, group: PBXObject, targetName: String) -> [String] {
    if let cached = synchronizedListings[folder] { return cached }
    var isFolder: ObjCBool = false
    let url = XcodePath.url(folder, root: root)
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
      warn("synchronized folder \(folder) of target '\(targetName)' does not exist", line: table.line(of: group.id))
      synchronizedListings[folder] = []
      return []
    }
    // Folders Xcode copies whole ("explicit folders") are resources, not groups of sources.
    let opaque = Set(group.strings("explicitFolders").map { XcodePath.join(folder, $0) })
    let walker = WorkspaceFileWalker(root: root) { relative, name in
      name.hasPrefix(".") || opaque.contains(relative) || Self.isBundle(name)
    }
    let files = walker.list(from: folder).files.filter {
      let name = XcodePath.lastComponent($0)
      return name.hasSuffix(".swift") && !name.hasPrefix(".")
    }
    synchronizedListings[folder] = files
    return files
  }

  private static func isBundle(_ name: String) -> Bool {
    let ext = (name as NSString).pathExtension.lowercased()
    return !ext.isEmpty && WorkspaceFileWalker.bundleExtensions.contains(ext)
  }

  // MARK: Dependencies

  private mutating func dependencies(of target: PBXObject, targetName: String) -> [XcodeTargetDependency] {
    var result: [XcodeTargetDependency] = []
    for dependencyID in target.strings("dependencies") {
      let line = table.line(of: dependencyID)
      guard let dependency = table[dependencyID] else {
        warn("target '\(targetName)' lists dependency \(dependencyID), which is not in the file", line: table.line(of: target.id))
        continue
      }
      // A dependency on a package plugin (`productRef`) is a build tool, not a module edge.
      if dependency.string("productRef") != nil { continue }
      if let otherID = dependency.string("target"), let other = table[otherID], let name = other.string("name") {
        result.append(XcodeTargetDependency(targetName: name, line: line))
        continue
      }
      guard let proxy = dependency.string("targetProxy").flatMap({ table[$0] }) else {
        if let name = dependency.string("name") {
          result.append(XcodeTargetDependency(targetName: name, line: line))
        } else {
          warn("dependency \(dependencyID) of target '\(targetName)' names no target", line: line)
        }
        continue
      }
      let portal = proxy.string("containerPortal")
      if portal == nil || portal == table.rootObjectID {
        let remote = proxy.string("remoteGlobalIDString").flatMap { table[$0] }
        guard let name = remote?.string("name") ?? proxy.string("remoteInfo") ?? dependency.string("name") else {
          warn("dependency \(dependencyID) of target '\(targetName)' points at a target that is not in the file", line: line)
          continue
        }
        result.append(XcodeTargetDependency(targetName: name, line: line))
      } else {
        // A target of another project, which this project refers to by a file reference.
        let projectRef = portal.flatMap { table[$0] }
        let projectName = (projectRef?.string("path") ?? projectRef?.string("name")).map(XcodePath.lastComponent)
        guard let projectName, let name = proxy.string("remoteInfo") else {
          warn("dependency \(dependencyID) of target '\(targetName)' points into a project that is not in the file", line: line)
          continue
        }
        result.append(XcodeTargetDependency(targetName: name, projectFileName: projectName, line: line))
      }
    }
    return result.sorted { ($0.projectFileName ?? "", $0.targetName) < ($1.projectFileName ?? "", $1.targetName) }
  }

  private mutating func packageProducts(of target: PBXObject, targetName: String) -> [XcodePackageProduct] {
    var result: [XcodePackageProduct] = []
    for productID in target.strings("packageProductDependencies") {
      let line = table.line(of: productID)
      guard let product = table[productID], let productName = product.string("productName") else {
        warn("target '\(targetName)' links package product \(productID), which is not in the file", line: table.line(of: target.id))
        continue
      }
      // Build tool plugins run at build time; they are not modules the target imports.
      if productName.hasPrefix("plugin:") { continue }
      var package: XcodePackageReference?
      if let packageID = product.string("package") {
        if let reference = table[packageID] {
          package = packageReference(reference)
        } else {
          warn("package product '\(productName)' of target '\(targetName)' refers to package \(packageID), which is not in the file", line: line)
        }
      }
      result.append(XcodePackageProduct(productName: productName, package: package, line: line))
    }
    // One entry per product: Xcode leaves package-less duplicates behind when a package is switched between
    // local and remote, and the one that names its package says the most.
    var byName: [String: XcodePackageProduct] = [:]
    for product in result {
      if let kept = byName[product.productName], kept.package != nil || product.package == nil { continue }
      byName[product.productName] = product
    }
    return byName.values.sorted { $0.productName < $1.productName }
  }

  private func packagesByProduct() -> [String: XcodePackageReference] {
    var result: [String: XcodePackageReference] = [:]
    for product in table.objects(isa: "XCSwiftPackageProductDependency") {
      guard let name = product.string("productName"), result[name] == nil,
        let package = product.string("package").flatMap({ table[$0] }).flatMap(packageReference)
      else { continue }
      result[name] = package
    }
    return result
  }

  private func packageReference(_ object: PBXObject) -> XcodePackageReference? {
    switch object.isa {
    case "XCLocalSwiftPackageReference":
      guard let path = object.string("relativePath") else { return nil }
      let joined = path.hasPrefix("/")
        ? XcodePath.relative(absolute: path, root: root) : XcodePath.join(sourceRoot, path)
      return .local(path: joined)
    case "XCRemoteSwiftPackageReference":
      guard let url = object.string("repositoryURL") else { return nil }
      return .remote(url: url, requirement: Self.describe(requirement: object.dictionary("requirement")))
    default:
      return nil
    }
  }

  /// `upToNextMajorVersion 1.2.0`, `exactVersion 2.0.0`, `branch main`, `revision abc…`, `versionRange 1.0.0..<2.0.0`.
  private static func describe(requirement: [String: Any]) -> String? {
    guard let kind = requirement["kind"] as? String else { return nil }
    if let minimum = requirement["minimumVersion"] as? String {
      if let maximum = requirement["maximumVersion"] as? String, kind == "versionRange" {
        return "\(kind) \(minimum)..<\(maximum)"
      }
      return "\(kind) \(minimum)"
    }
    for key in ["version", "branch", "revision"] {
      if let value = requirement[key] as? String { return "\(kind) \(value)" }
    }
    return kind
  }

  /// Folders of local packages: package references, and folders dragged into the project that hold a
  /// Package.swift (which Xcode links without recording a package on the product).
  private func localPackagePaths(_ project: PBXObject) -> [String] {
    var paths: Set<String> = []
    for id in project.strings("packageReferences") {
      if let object = table[id], case .local(let path)? = packageReference(object) { paths.insert(path) }
    }
    for reference in table.objects(isa: "PBXFileReference") {
      let type = reference.string("lastKnownFileType") ?? reference.string("explicitFileType") ?? ""
      guard ["wrapper", "folder", "folder.swiftpackage", ""].contains(type) else { continue }
      guard case .path(let path) = resolver.resolve(reference.id) else { continue }
      let manifest = XcodePath.url(XcodePath.join(path, "Package.swift"), root: root)
      if FileManager.default.fileExists(atPath: manifest.path) { paths.insert(path) }
    }
    return paths.sorted()
  }

  // MARK: Test hosts

  /// The app a test bundle runs in: `TEST_HOST` (`$(BUILT_PRODUCTS_DIR)/App.app/App`) for unit tests,
  /// `TEST_TARGET_NAME` for UI tests. Configurations rarely disagree; the first one that sets it wins.
  private func testHost(of target: PBXObject) -> (hostProduct: String?, targetName: String?) {
    var host: String?
    var testTarget: String?
    for settings in buildSettings(of: target) {
      if host == nil, let value = settings["TEST_HOST"] as? String {
        host = value.split(separator: "/").first { $0.hasSuffix(".app") }.map { String($0.dropLast(4)) }
      }
      if testTarget == nil, let value = settings["TEST_TARGET_NAME"] as? String, !value.isEmpty {
        testTarget = value
      }
    }
    return (host, testTarget)
  }

  /// `NSExtension.NSExtensionPointIdentifier` of the Info.plist named by `INFOPLIST_FILE`, if it can be read.
  private func extensionPoint(of target: PBXObject) -> String? {
    for settings in buildSettings(of: target) {
      guard let file = settings["INFOPLIST_FILE"] as? String, !file.contains("$(") else { continue }
      let url = XcodePath.url(XcodePath.join(sourceRoot, file), root: root)
      guard let data = try? Data(contentsOf: url),
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
        let ext = plist["NSExtension"] as? [String: Any],
        let point = ext["NSExtensionPointIdentifier"] as? String
      else { continue }
      return point
    }
    return nil
  }

  private func buildSettings(of target: PBXObject) -> [[String: Any]] {
    guard let list = target.string("buildConfigurationList").flatMap({ table[$0] }) else { return [] }
    return list.strings("buildConfigurations").compactMap { table[$0] }.map { $0.dictionary("buildSettings") }
  }

  private mutating func warn(_ message: String, line: Int) {
    diagnostics.append(Diagnostic(.warning, message, at: Location(file: pbxprojPath, line: line)))
  }
}
