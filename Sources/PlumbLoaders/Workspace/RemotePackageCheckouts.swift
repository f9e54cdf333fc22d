import Foundation
import PlumbModel

/// The manifests of remote packages read from their checkouts, for what each product brings.
///
/// A target that declares `NukeUI` may import `Nuke`: NukeUI's package makes Nuke a dependency of it, and SwiftPM and
/// Xcode put both on the target's search path. plumb never resolves packages itself (that needs the network) and never
/// runs a manifest, but when a build has checked them out (SwiftPM's `.build/checkouts`, Xcode's
/// `SourcePackages/checkouts`, a folder given with `--packages-path`), their `Package.swift` files are read with the
/// same static evaluator as local ones. The packages stay external nodes: only the names of the modules each product
/// brings are kept, in `Module.productModules`.
public struct RemotePackageCheckouts: Sendable {
  /// The Swift files of one module of a checked-out package.
  public struct RemoteModuleSources: Hashable, Sendable {
    /// The Swift module name.
    public var module: String
    /// The checkout's folder, which `paths` are relative to.
    public var folder: URL
    public var paths: [String]
  }

  /// A checked-out package: its manifest, its folder, and how the folder is shown in messages.
  struct Checkout: Sendable {
    var manifest: PackageManifest
    var folder: URL
    var displayPath: String
    /// The manifest read: `Package.swift`, or the `Package@swift-X.Y.swift` SwiftPM picks instead.
    var manifestName = "Package.swift"
    /// The identities of the packages it depends on here or on a Mac (where Xcode and Tuist resolve an app's
    /// packages: an `#if os(macOS)` branch's too); nil when the manifest does not list them whole.
    var dependencyIdentities: Set<String>?
  }

  /// Checkouts by package identity (lower-cased, as SwiftPM names packages).
  private(set) var checkouts: [String: Checkout] = [:]
  /// The name each checkout's manifest gives its package, by identity.
  var packageNames: [String: String] { checkouts.mapValues(\.manifest.name) }
  /// Checkout folders with no `Package.swift` (a checkout at a revision that has none), by identity: their products
  /// are unknown, and their revision is still compared with the pins.
  private(set) var foldersWithoutManifest: [String: (folder: URL, displayPath: String)] = [:]
  /// Checkouts whose manifest could not be read (said in `diagnostics`), by identity.
  private(set) var unreadManifests: Set<String> = []
  private(set) var diagnostics: [Diagnostic] = []

  /// Reads every package in the checkout folders, the first folder that holds a package winning.
  ///
  /// `forApplePlatforms`: the workspace is an Apple-platform app (an Xcode project or workspace, or a Tuist or
  /// XcodeGen spec), whose packages Xcode or Tuist resolve on a Mac. Each checkout's manifest is then read as on a Mac
  /// (`#if os(macOS)` and `#if canImport(Darwin)` true), so what it declares only there (RxSwift's `RxCocoa`) is a
  /// product the app can link. A workspace of packages alone is read as on this machine, as `swift build` reads it.
  init(folders: [URL], root: URL, forApplePlatforms: Bool = false) {
    for folder in folders {
      let entries = RecordedDisk.contentsOfDirectory(atPath: folder.path)?.sorted() ?? []
      for entry in entries where !entry.hasPrefix(".") {
        let directory = folder.appendingPathComponent(entry)
        let identity = entry.lowercased()
        guard checkouts[identity] == nil else { continue }
        let display = Self.displayPath(of: directory, root: root)
        // The manifest SwiftPM reads there: a `Package@swift-X.Y.swift` can declare other products than
        // `Package.swift`.
        let names = RecordedDisk.contentsOfDirectory(atPath: directory.path) ?? []
        let manifestName = PackageDiscovery.selectManifest(among: names, inFolder: directory.path)
        let manifestURL = directory.appendingPathComponent(manifestName)
        let manifestDisplay = display + "/" + manifestName
        guard names.contains("Package.swift"), RecordedDisk.fileExists(atPath: manifestURL.path) else {
          var isDirectory: ObjCBool = false
          if foldersWithoutManifest[identity] == nil,
            RecordedDisk.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
          {
            foldersWithoutManifest[identity] = (directory, display)
          }
          continue
        }
        do {
          var reader = StaticManifestReader()
          if forApplePlatforms { reader.conditions = .mac }
          let manifest = try reader.read(contentsOf: manifestURL, displayPath: manifestDisplay)
          if manifest.productsMayBeIncomplete == true {
            diagnostics.append(Self.unreadProductsNote(of: manifest, checkout: display, manifest: manifestDisplay))
          }
          checkouts[identity] = Checkout(
            manifest: manifest, folder: directory, displayPath: display, manifestName: manifestName,
            dependencyIdentities: Self.dependencyIdentities(of: manifest, at: manifestURL, displayPath: manifestDisplay))
          foldersWithoutManifest[identity] = nil
        } catch {
          unreadManifests.insert(identity)
          diagnostics.append(
            Diagnostic(
              .note,
              "cannot read the manifest of the checkout '\(display)' (\(error.reason)): what its products bring is "
                + "unknown, imports they may bring in are notes",
              at: Location(file: manifestDisplay, line: error.line ?? 0)))
        }
      }
    }
  }

  /// Says that a checkout's products were not all read, at the first place its manifest could not be evaluated: a
  /// product an app links from it may be said to be in no checked-out package.
  static func unreadProductsNote(of manifest: PackageManifest, checkout: String, manifest path: String) -> Diagnostic {
    let unread = manifest.diagnostics.first {
      $0.severity >= .warning && !$0.message.hasPrefix(PackageManifest.environmentWarningPrefix)
    }
    let reason = unread.map { " (\($0.message))" } ?? ""
    return Diagnostic(
      .note,
      "cannot read all the products of the checkout '\(checkout)'\(reason): a product linked from it may be said to "
        + "be in no checked-out package",
      at: unread?.location ?? Location(file: path, line: 1))
  }

  /// The packages a manifest depends on, read here and, when it has branches for an Apple platform this machine does
  /// not take, on a Mac too; nil when either reading does not list them whole. `displayPath` is the manifest's.
  static func dependencyIdentities(of manifest: PackageManifest, at url: URL, displayPath: String) -> Set<String>? {
    guard manifest.dependenciesMayBeIncomplete != true else { return nil }
    var result = Set(manifest.dependencies.map(\.identity))
    if manifest.applePlatformBranches != nil {
      var reader = StaticManifestReader()
      reader.conditions = .mac
      guard let mac = try? reader.read(contentsOf: url, displayPath: displayPath),
        mac.dependenciesMayBeIncomplete != true
      else { return nil }
      result.formUnion(mac.dependencies.map(\.identity))
    }
    return result
  }

  /// The folders plumb looks in for checkouts, the given one first: `DIR/checkouts` when `DIR` is a SwiftPM `.build` or
  /// Xcode `SourcePackages` folder, else `DIR` itself; then `.build/checkouts` next to each manifest, a
  /// `SourcePackages/checkouts` folder at the root (`-clonedSourcePackagesDirPath SourcePackages`), and the
  /// `SourcePackages/checkouts` of the DerivedData folder Xcode made for each project or workspace, when there is one.
  static func folders(
    root: URL, packagesPath: URL?, manifestFolders: [String], xcodeFiles: [String], derivedData: URL?
  ) -> [URL] {
    var result: [URL] = []
    func add(_ url: URL) {
      var isDirectory: ObjCBool = false
      guard RecordedDisk.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
        !result.contains(url)
      else { return }
      result.append(url)
    }
    if let packagesPath {
      let inner = packagesPath.appendingPathComponent("checkouts")
      add(RecordedDisk.fileExists(atPath: inner.path) ? inner : packagesPath)
    }
    for folder in manifestFolders {
      add(root.appendingPathComponent(folder).appendingPathComponent(".build/checkouts").standardizedFileURL)
    }
    add(root.appendingPathComponent("SourcePackages/checkouts"))
    if let derivedData {
      for file in xcodeFiles {
        if let folder = derivedDataFolder(of: root.appendingPathComponent(file).standardizedFileURL, in: derivedData) {
          add(folder.appendingPathComponent("SourcePackages/checkouts"))
        }
      }
    }
    return result
  }

  /// Xcode's DerivedData folder for a project or workspace: `<Name>-<hash>`, whose `info.plist` names the project or
  /// workspace it was made for (`WorkspacePath`).
  static func derivedDataFolder(of file: URL, in derivedData: URL) -> URL? {
    let name = file.deletingPathExtension().lastPathComponent
    let entries = RecordedDisk.contentsOfDirectory(atPath: derivedData.path) ?? []
    for entry in entries.sorted() where entry.hasPrefix(name + "-") {
      let folder = derivedData.appendingPathComponent(entry)
      guard let data = RecordedDisk.contents(atPath: folder.appendingPathComponent("info.plist").path),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
        let path = plist["WorkspacePath"] as? String
      else { continue }
      if URL(fileURLWithPath: path).standardizedFileURL.path == file.path { return folder }
    }
    return nil
  }

  /// `~/Library/Developer/Xcode/DerivedData`, when it exists.
  public static var defaultDerivedData: URL? {
    let folder = FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent("Library/Developer/Xcode/DerivedData")
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }

  // MARK: What products bring

  /// The Swift modules a product of a checked-out package brings, transitively across packages; nil when the package
  /// or the product is unknown, or a package on the way has no checkout (the answer would be partial).
  func modules(ofProduct product: String, package identity: String) -> [String]? {
    var memo: [String: BroughtModules?] = [:]
    guard let brought = modules(ofProduct: product, package: identity, memo: &memo), brought.complete else {
      return nil
    }
    return brought.modules.sorted()
  }

  /// The Swift modules a product surely brings, as far as the manifests on the way were read (all of them when
  /// `modules(ofProduct:package:)` knows them); nil when the package or the product is unknown.
  func knownModules(ofProduct product: String, package identity: String) -> [String]? {
    var memo: [String: BroughtModules?] = [:]
    return modules(ofProduct: product, package: identity, memo: &memo).map { $0.modules.sorted() }
  }

  /// The modules a product brings as far as they are known, and whether that is all of them.
  private struct BroughtModules {
    var modules: Set<String>
    var complete: Bool
  }

  private func modules(ofProduct product: String, package identity: String, memo: inout [String: BroughtModules?])
    -> BroughtModules?
  {
    let key = identity + "/" + product
    if let known = memo[key] { return known }
    // A cycle between packages adds nothing new on the way back.
    memo[key] = .some(BroughtModules(modules: [], complete: true))
    guard let checkout = checkouts[identity], let declared = checkout.manifest.product(named: product) else {
      memo[key] = .some(nil)
      return nil
    }
    let manifest = checkout.manifest
    var result = Set<String>()
    var visited = Set<String>()
    var pending = declared.targets
    var complete = true
    func add(_ brought: BroughtModules?) {
      guard let brought else {
        complete = false
        return
      }
      result.formUnion(brought.modules)
      complete = complete && brought.complete
    }
    while let name = pending.popLast() {
      guard visited.insert(name).inserted, let target = manifest.target(named: name) else { continue }
      result.formUnion(Self.moduleNames(of: target, in: manifest))
      for dependency in target.dependencies {
        switch dependency.kind {
        case .target(let other):
          pending.append(other)
        case .byName(let other) where manifest.target(named: other) != nil:
          pending.append(other)
        case .byName(let other):
          // A product of one of the package's dependencies, whichever declares it.
          let owners = manifest.dependencies.map(\.identity).filter { checkouts[$0]?.manifest.product(named: other) != nil }
          add(owners.first.flatMap { modules(ofProduct: other, package: $0, memo: &memo) })
        case .product(let other, let reference):
          let owner = manifest.dependencies.first { $0.isNamed(reference ?? other) }?.identity
            ?? (reference ?? other).lowercased()
          add(modules(ofProduct: other, package: owner, memo: &memo))
        }
      }
    }
    // A checkout's manifest that reads environment variables is read as the build reads it: with them unset.
    let answer = BroughtModules(modules: result, complete: complete && manifest.isCompleteForAnOrdinaryBuild)
    memo[key] = .some(answer)
    return answer
  }

  /// The modules a target of a checked-out package builds: its name, made an identifier. A binary target's module is
  /// named by the framework inside its archive, which plumb never downloads, and a package often ships one framework
  /// built several ways, each a binary target named like the plain one with a suffix after `-`: sentry-cocoa's
  /// `Sentry-Dynamic` and `Sentry-WithoutUIKitOrAppKit` beside `Sentry` are all `import Sentry`. So a binary target
  /// whose name begins with another binary target's name and `-` may build that one's module too. A name without
  /// `-`, or a prefix no binary target has, adds nothing: the package's other binary frameworks (Firebase's, one per
  /// library) stay their own.
  static func moduleNames(of target: TargetDeclaration, in manifest: PackageManifest) -> Set<String> {
    var names: Set<String> = [BuildInfo.c99Identifier(target.name)]
    guard target.kind == .binary else { return names }
    for other in manifest.targets where other.kind == .binary && target.name.hasPrefix(other.name + "-") {
      names.insert(BuildInfo.c99Identifier(other.name))
    }
    return names
  }

  /// The modules the targets of every checkout read build (`moduleNames(of:in:)`), sorted: what a product declared
  /// beside them brings, and what a package may bring in undeclared (swift-collections' `OrderedCollections`, of its
  /// product `Collections`). An import of none of them, nor of a workspace or SDK module, is one no manifest explains:
  /// it may be the framework of a binary target, named by its archive.
  public var builtModuleNames: [String] {
    var names = Set<String>()
    for checkout in checkouts.values {
      for target in checkout.manifest.targets { names.formUnion(Self.moduleNames(of: target, in: checkout.manifest)) }
    }
    return names.sorted()
  }

  /// The given external products that list binary targets only (`.binaryTarget`, an archive plumb never downloads),
  /// read from their packages' checkouts, sorted: the modules they build are named by the frameworks in the archives,
  /// which no manifest says (appdb's `AppdbFramework`, the target `AppdbRemoteBinaryPackage`, is `import AppdbSDK`).
  public func productsListingOnlyBinaryTargets(_ products: [Module]) -> [ModuleID] {
    let prefix = XcodeGraphMapper.externalPrefix
    return products.filter { product in
      guard product.isExternal, product.id.container.hasPrefix(prefix),
        let manifest = checkouts[String(product.id.container.dropFirst(prefix.count))]?.manifest,
        let declared = manifest.product(named: product.name), !declared.targets.isEmpty
      else { return false }
      return declared.targets.allSatisfy { manifest.target(named: $0)?.kind == .binary }
    }.map(\.id).sorted()
  }

  /// The module a product builds when it lists one target: that target's, made an identifier. Products are often
  /// named otherwise than their target (WalletConnectSwiftV2's `WalletConnect` is the target `WalletConnectSign`,
  /// `WalletConnectAuth` the target `Auth`): sources import the target's name. Nil for a product of several targets
  /// (it builds several modules), or one plumb does not know.
  func moduleName(ofProduct product: String, package identity: String) -> String? {
    guard let targets = checkouts[identity]?.manifest.product(named: product)?.targets, targets.count == 1 else {
      return nil
    }
    return BuildInfo.c99Identifier(targets[0])
  }

  // MARK: What products link

  /// The Swift files of the modules a product links (its regular targets and theirs, across checked-out packages;
  /// not what macros and plugins use when they run at build time), by module, relative to each checkout's folder.
  /// Targets of a package without a checkout are left out: their functions stay unknown.
  func linkedSources(ofProduct product: String, package identity: String) -> [RemoteModuleSources] {
    var result: [RemoteModuleSources] = []
    var visited = Set<String>()
    var trees: [String: FileTree] = [:]
    var pending: [(identity: String, target: String)] = []
    func addProduct(_ name: String, of owner: String) {
      guard let declared = checkouts[owner]?.manifest.product(named: name) else { return }
      pending += declared.targets.map { (owner, $0) }
    }
    addProduct(product, of: identity)
    while let (owner, name) = pending.popLast() {
      guard visited.insert(owner + "/" + name).inserted, let checkout = checkouts[owner],
        let target = checkout.manifest.target(named: name), target.kind == .regular
      else { continue }
      let tree = trees[owner] ?? FileTree(root: checkout.folder.standardizedFileURL.path)
      trees[owner] = tree
      let files = TargetSourceResolver(root: checkout.folder, tree: tree)
        .resolve(target, packageDirectory: checkout.folder, in: checkout.manifest).sources
      result.append(
        RemoteModuleSources(module: BuildInfo.c99Identifier(target.name), folder: checkout.folder, paths: files))
      for dependency in target.dependencies {
        switch dependency.kind {
        case .target(let other):
          pending.append((owner, other))
        case .byName(let other) where checkout.manifest.target(named: other) != nil:
          pending.append((owner, other))
        case .byName(let other):
          let owners = checkout.manifest.dependencies.map(\.identity).filter {
            checkouts[$0]?.manifest.product(named: other) != nil
          }
          if let first = owners.first { addProduct(other, of: first) }
        case .product(let other, let reference):
          let packageOwner = checkout.manifest.dependencies.first { $0.isNamed(reference ?? other) }?.identity
            ?? (reference ?? other).lowercased()
          addProduct(other, of: packageOwner)
        }
      }
    }
    return result.sorted { $0.module < $1.module }
  }

  /// The files of every module the given external products link, each module once.
  public func linkedSources(of products: [Module]) -> [RemoteModuleSources] {
    let prefix = XcodeGraphMapper.externalPrefix
    var seen = Set<String>()
    var result: [RemoteModuleSources] = []
    for product in products where product.isExternal && product.id.container.hasPrefix(prefix) {
      let identity = String(product.id.container.dropFirst(prefix.count))
      let modules = linkedSources(ofProduct: product.name, package: identity)
      result += modules.filter { seen.insert($0.module).inserted }
    }
    return result
  }

  /// Whether every target a product lists is a binary target or a regular one whose folder holds no Swift file (an
  /// Objective-C or C target, a wrapper with a `dummy.m`): nothing of the product's own is Swift, so Swift sources
  /// need not import it for it to work (Firebase's Analytics and Crashlytics products, started by `FirebaseApp
  /// .configure()` of FirebaseCore; a binary target's archive, whose interface may import it or not). False when the
  /// package, the product, a target or a target's folder is not in the checkout.
  func listsNoSwiftTarget(product: String, package identity: String) -> Bool {
    guard let checkout = checkouts[identity], let declared = checkout.manifest.product(named: product),
      !declared.targets.isEmpty
    else { return false }
    let tree = FileTree(root: checkout.folder.standardizedFileURL.path)
    let resolver = TargetSourceResolver(root: checkout.folder, tree: tree)
    return declared.targets.allSatisfy { name in
      guard let target = checkout.manifest.target(named: name) else { return false }
      if target.kind == .binary { return true }
      guard target.kind == .regular else { return false }
      let resolution = resolver.resolve(target, packageDirectory: checkout.folder, in: checkout.manifest)
      return resolution.folderExists && resolution.sources.isEmpty
    }
  }

  /// The given external products whose listed targets hold no Swift file (`listsNoSwiftTarget`), sorted.
  public func productsListingNoSwiftTarget(_ products: [Module]) -> [ModuleID] {
    let prefix = XcodeGraphMapper.externalPrefix
    return products.filter { product in
      product.isExternal && product.id.container.hasPrefix(prefix)
        && listsNoSwiftTarget(product: product.name, package: String(product.id.container.dropFirst(prefix.count)))
    }.map(\.id).sorted()
  }

  /// The checked-out packages that declare a product of that name, with their location: the URL one of the
  /// `Package.resolved` files pins for the identity, else the checkout's folder; sorted by identity.
  func packages(withProduct product: String, pinnedLocations: [String: String])
    -> [(identity: String, location: String)]
  {
    checkouts.filter { $0.value.manifest.product(named: product) != nil }
      .map { (identity: $0.key, location: pinnedLocations[$0.key] ?? $0.value.folder.path) }
      .sorted { $0.identity < $1.identity }
  }

  /// The location each identity is pinned at, the first file that pins it winning.
  static func pinnedLocations(resolvedFiles: [String], root: URL) -> [String: String] {
    var result: [String: String] = [:]
    for file in resolvedFiles {
      guard let data = RecordedDisk.contents(atPath: root.appendingPathComponent(file).path),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      for pin in pins(of: json) where result[pin.identity] == nil { result[pin.identity] = pin.location }
    }
    return result
  }

  /// Sets `productModules` on every external product of a checked-out package, and where those stay unknown,
  /// `productPackages` and the modules it surely brings (`productModulesKnown`); and the module name of a product
  /// that lists one target (`moduleName(ofProduct:)`). `pinned` is the identities the `Package.resolved` files pin
  /// (nil when there are none).
  func annotate(_ graph: inout ModuleGraph, pinned: Set<String>? = nil) {
    let prefix = XcodeGraphMapper.externalPrefix
    let annotated: [Module] = graph.modules.compactMap { module in
      guard module.isExternal, module.id.container.hasPrefix(prefix) else { return nil }
      let identity = String(module.id.container.dropFirst(prefix.count))
      var copy = module
      if let brought = modules(ofProduct: module.name, package: identity) {
        copy.productModules = brought
        if let name = moduleName(ofProduct: module.name, package: identity), name != module.moduleName {
          copy.build.moduleName = name
        }
        return copy
      }
      if checkouts[identity]?.manifest.product(named: module.name) != nil,
        let packages = packages(reachedFrom: identity, pinned: pinned)
      {
        copy.productPackages = packages.map { prefix + $0 }.sorted()
      }
      // What the manifests read on the way list, it brings whatever the others add.
      if let known = knownModules(ofProduct: module.name, package: identity), !known.isEmpty {
        copy.productModulesKnown = known
      }
      return copy == module ? nil : copy
    }
    if !annotated.isEmpty { graph.add(modules: annotated) }
  }

  /// The packages a package may link modules of: itself and the packages it depends on, transitively, when every
  /// manifest on the way lists its dependencies whole. A dependency with no checkout that the build did not resolve
  /// (no pin: a documentation plugin, a package only tests use) is linked into nothing; one it resolved, or any when
  /// nothing is pinned, leaves the answer unknown (nil).
  func packages(reachedFrom identity: String, pinned: Set<String>?) -> Set<String>? {
    var result = Set<String>()
    var pending = [identity]
    while let next = pending.popLast() {
      guard result.insert(next).inserted else { continue }
      guard let dependencies = checkouts[next]?.dependencyIdentities else { return nil }
      for dependency in dependencies.sorted() {
        if checkouts[dependency] != nil {
          pending.append(dependency)
        } else if pinned?.contains(dependency) ?? true {
          return nil
        }
      }
    }
    return result
  }

  /// The identities the `Package.resolved` files pin; nil when no file could be read.
  static func pinnedIdentities(resolvedFiles: [String], root: URL) -> Set<String>? {
    var result: Set<String>?
    for file in resolvedFiles {
      guard let data = RecordedDisk.contents(atPath: root.appendingPathComponent(file).path),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      result = (result ?? []).union(pins(of: json).map(\.identity))
    }
    return result
  }

  // MARK: Missing checkouts

  /// A remote package the workspace declares: its identity, its URL (or registry id), and where it is declared.
  struct DeclaredPackage: Sendable {
    var identity: String
    var location: String
    var declaredAt: Location?
  }

  /// Notes for the declared remote packages with no checkout in the folders read, one per package at its first
  /// declaration; none when no checkout was found at all (then the imports' notes say how to get them).
  func missingCheckoutNotes(declared: [DeclaredPackage], folders: [URL], root: URL) -> [Diagnostic] {
    guard !checkouts.isEmpty || !foldersWithoutManifest.isEmpty || !unreadManifests.isEmpty else { return [] }
    let read = folders.map { "'\(Self.displayPath(of: $0, root: root))'" }.joined(separator: ", ")
    var seen = Set<String>()
    var notes: [Diagnostic] = []
    for package in declared
    where checkouts[package.identity] == nil && foldersWithoutManifest[package.identity] == nil
      && !unreadManifests.contains(package.identity) && seen.insert(package.identity).inserted
    {
      notes.append(
        Diagnostic(
          .note,
          "the remote package '\(package.identity)' (\(package.location)) has no checkout in \(read): what its "
            + "products bring is unknown, imports they may bring in are notes ("
            + Self.checkoutAdvice(declaredIn: package.declaredAt?.file) + ")",
          at: package.declaredAt))
    }
    return notes
  }

  /// How to check out the packages a file declares: Tuist's command for `Tuist/Package.swift`, SwiftPM's for a
  /// manifest, Xcode's for a project.
  static func checkoutAdvice(declaredIn file: String?) -> String {
    guard let file, file.hasSuffix(".swift") else {
      return "run 'xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath <folder>' and pass that "
        + "folder with --packages-path"
    }
    return XcodePath.lastComponent(XcodePath.parent(file)) == "Tuist"
      ? "run 'tuist install' to get it"
      : "run 'swift package resolve' to get it"
  }

  // MARK: Pinned versions

  /// Notes for checkouts whose revision is not the one `Package.resolved` pins: their manifest may declare other
  /// products and dependencies than the pinned version's.
  func revisionNotes(resolvedFiles: [String], root: URL) -> [Diagnostic] {
    var notes: [Diagnostic] = []
    var seen = Set<String>()
    for file in resolvedFiles {
      let url = root.appendingPathComponent(file)
      guard let data = RecordedDisk.contents(atPath: url.path),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      let text = String(decoding: data, as: UTF8.self)
      for pin in Self.pins(of: json) {
        let checkout = checkouts[pin.identity].map { (folder: $0.folder, displayPath: $0.displayPath) }
          ?? foldersWithoutManifest[pin.identity]
        guard let checkout, seen.insert(pin.identity).inserted,
          let revision = Self.headRevision(of: checkout.folder), revision != pin.revision
        else { continue }
        let read =
          checkouts[pin.identity] == nil
          ? "the checkout has no Package.swift, so what its products bring is unknown"
          : "plumb reads what the checkout's \(checkouts[pin.identity]!.manifestName) declares"
        notes.append(
          Diagnostic(
            .note,
            "the checkout '\(checkout.displayPath)' is at \(revision.prefix(12)), not at the revision "
              + "\(pin.revision.prefix(12)) this file pins: \(read) (\(Self.resolveAdvice(for: file)))",
            at: Location(file: file, line: Self.line(ofPin: pin, in: text) ?? 0)))
      }
    }
    return notes
  }

  /// How to bring the checkouts to a pin file's revisions: Tuist's own command for `Tuist/Package.resolved`.
  static func resolveAdvice(for resolvedFile: String) -> String {
    XcodePath.lastComponent(XcodePath.parent(resolvedFile)) == "Tuist"
      ? "run 'tuist install' to match them"
      : "run 'swift package resolve', or resolve the packages in Xcode, to match them"
  }

  /// Pins of a `Package.resolved` file, versions 1 (`object.pins`, `package`, `repositoryURL`) and 2 or 3 (`pins`,
  /// `identity`, `location`).
  static func pins(of json: [String: Any]) -> [(identity: String, location: String, revision: String, name: String?)] {
    let pins = (json["pins"] as? [[String: Any]]) ?? ((json["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
    return pins.compactMap { pin in
      guard let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String),
        let revision = (pin["state"] as? [String: Any])?["revision"] as? String
      else { return nil }
      let identity = (pin["identity"] as? String) ?? PackageDependencyDeclaration.identity(of: location)
      return (identity.lowercased(), location, revision, pin["package"] as? String)
    }
  }

  /// The commit a git checkout is at: a detached `HEAD`, or the branch it names (loose or packed); nil when unknown.
  static func headRevision(of folder: URL) -> String? {
    let git = folder.appendingPathComponent(".git")
    guard let head = RecordedDisk.text(atPath: git.appendingPathComponent("HEAD").path) else { return nil }
    let line = head.trimmingCharacters(in: .whitespacesAndNewlines)
    guard line.hasPrefix("ref: ") else { return line.count == 40 ? line : nil }
    let ref = String(line.dropFirst(5))
    if let loose = RecordedDisk.text(atPath: git.appendingPathComponent(ref).path) {
      return loose.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let packed = RecordedDisk.text(atPath: git.appendingPathComponent("packed-refs").path) ?? ""
    return packed.split(separator: "\n").first { $0.hasSuffix(" " + ref) }.map { String($0.prefix(40)) }
  }

  /// `Package.resolved` files a build reads, the one that decides first: those of each Xcode workspace and project
  /// (Xcode resolves every package of the project, its local packages' own files aside), then the root package's, then
  /// the other packages' (stale beside a project, as often as not).
  static func resolvedFiles(root: URL, manifestFolders: [String], xcodeFiles: [String]) -> [String] {
    let xcode = xcodeFiles.sorted { ($0.hasSuffix(".xcworkspace") ? 0 : 1, $0) < ($1.hasSuffix(".xcworkspace") ? 0 : 1, $1) }
    let packages = manifestFolders.sorted { ($0 == "." ? 0 : 1, $0) < ($1 == "." ? 0 : 1, $1) }
    let candidates =
      xcode.map {
        $0.hasSuffix(".xcodeproj")
          ? $0 + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
          : $0 + "/xcshareddata/swiftpm/Package.resolved"
      }
      + packages.map { $0 == "." ? "Package.resolved" : $0 + "/Package.resolved" }
    return candidates.filter { RecordedDisk.fileExists(atPath: root.appendingPathComponent($0).path) }
  }

  /// The line of a pin's own entry in a `Package.resolved` text: its `"identity"` (versions 2 and 3) or `"package"`
  /// (version 1), else its location. Matched as a key and its whole value: an identity such as `version` is also a key
  /// of every pin's state.
  static func line(ofPin pin: (identity: String, location: String, revision: String, name: String?), in text: String)
    -> Int?
  {
    let entries = text.split(separator: "\n", omittingEmptySubsequences: false).map(keyAndValue)
    func line(where matches: (_ key: String, _ value: String) -> Bool) -> Int? {
      entries.firstIndex { $0.map { matches($0.key, $0.value) } ?? false }.map { $0 + 1 }
    }
    return line { $0 == "identity" && $1.lowercased() == pin.identity }
      ?? pin.name.flatMap { name in line { $0 == "package" && $1 == name } }
      ?? line { ($0 == "location" || $0 == "repositoryURL") && $1 == pin.location }
  }

  /// The key and string value of a JSON line such as `"identity" : "version",`; nil for any other line.
  private static func keyAndValue(_ line: Substring) -> (key: String, value: String)? {
    let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
    guard parts.count == 5, parts[0].allSatisfy(\.isWhitespace), parts[2].trimmingCharacters(in: .whitespaces) == ":"
    else { return nil }
    return (String(parts[1]), String(parts[3]))
  }

  /// Root-relative when the folder is inside the analysed root, else as given.
  private static func displayPath(of folder: URL, root: URL) -> String {
    let path = folder.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path
    return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
  }
}
