/// A unit of code that the build system compiles on its own: an SPM target, an Xcode target, a product of a
/// remote package, or a folder of sources that belongs to no target.
public struct Module: Identifiable, Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    // SwiftPM target kinds, named as `swift package dump-package` names them.
    case regular, executable, test, macro, plugin, binary, system
    // Xcode native target product types.
    case app, framework, staticLibrary, unitTest, uiTest, appExtension, watchApp, widget, bundle, tool
    /// An Xcode aggregate or legacy (external build system) target: a build step with no Swift module, a node so that
    /// what depends on it, and what it gathers, are edges.
    case aggregate
    /// Swift files that belong to no target, grouped by top-level folder.
    case inferred
    /// A product of a package outside the workspace (kept as a node, never scanned).
    case external
  }

  public var id: ModuleID
  public var kind: Kind
  /// The module's source folder, relative to the analysed root (nil for external products).
  public var path: String?
  /// Swift source files, relative to the analysed root, sorted.
  public var sources: [String]
  /// Where the module is declared (its `.target(name:)` line in Package.swift, its pbxproj entry).
  public var declaredAt: Location?
  /// What the build knows about the module beyond its sources: its Swift module name, platforms and `#if` flags.
  /// Empty for SwiftPM targets that set none of them and for external products.
  public var build: BuildInfo
  /// For a product of a remote package whose checkout plumb read: the Swift modules that declaring the product makes
  /// visible (its targets and everything they depend on, across packages), sorted. `NukeUI` brings `Nuke`. Nil when
  /// unknown (no checkout found, or one of the packages on the way was not checked out or not read).
  public var productModules: [String]?
  /// For a product of a remote package whose checkout plumb read but whose modules are not all known
  /// (`productModules` nil: a manifest on the way it could not evaluate whole): the packages, as the containers of
  /// their products (`external:swift-collections`), whose modules it may bring, itself included: those its package
  /// depends on, transitively, that the build resolved. Nil when unknown too (a package on the way with no checkout).
  public var productPackages: [String]?
  /// For a product whose modules are not all known (`productModules` nil): the Swift modules the manifests plumb
  /// read on the way list for certain, sorted (TCA's `ComposableArchitecture` lists `Dependencies` in its target, while
  /// a package further down builds its products in code). Nil when none is known.
  public var productModulesKnown: [String]?
  /// Sources that are symbolic links to other files of the root, and the root-relative file each points to
  /// (RxSwift's package targets compile `Sources/RxSwift/AddRef.swift -> ../../RxSwift/Observables/AddRef.swift`,
  /// the files of its Xcode target). Nil when none. Two modules over the same files are one module built twice.
  public var sourceLinks: [String: String]?

  public init(
    id: ModuleID, kind: Kind, path: String? = nil, sources: [String] = [], declaredAt: Location? = nil,
    build: BuildInfo = BuildInfo()
  ) {
    self.id = id
    self.kind = kind
    self.path = path
    self.sources = sources
    self.declaredAt = declaredAt
    self.build = build
  }

  public var name: String { id.name }

  /// The name `import` uses: the Swift module name the build gives the target (`PRODUCT_MODULE_NAME`, else the
  /// product name made an identifier), which is the target's name unless the build says otherwise.
  public var moduleName: String { build.moduleName ?? id.name }

  /// Test targets of either build system.
  public var isTest: Bool { kind == .test || kind == .unitTest || kind == .uiTest }

  /// The files the module compiles, each link followed to the file it points to.
  public var resolvedSources: [String] {
    guard let sourceLinks else { return sources }
    return sources.map { sourceLinks[$0] ?? $0 }
  }
  public var isExternal: Bool { kind == .external }

  /// Whether the other module compiles exactly the files this one does (some): one module built twice, such as the
  /// `X-QA` copy a project template makes beside `X` over the same sources.
  public func compilesTheSameFiles(as other: Module) -> Bool {
    !sources.isEmpty && sources.count == other.sources.count && Set(resolvedSources) == Set(other.resolvedSources)
  }
}

/// What the build settings say about a module, as far as plumb reads them.
public struct BuildInfo: Hashable, Codable, Sendable {
  /// The Swift module name when it is not the target's name (`Shared` for the Xcode target `Shared-iOS`).
  public var moduleName: String?
  /// The platforms the module is built for (`iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`), sorted; empty when
  /// unknown or any (SwiftPM targets build for whatever their importer needs).
  public var platforms: [String]
  /// The `#if` flags the build defines for the module in any configuration (`DEBUG`, `BETA`), sorted; nil when they
  /// cannot be known. With `definedConditionsArePartial`, the flags of the settings plumb read, when some could not
  /// be (an `#include`d configuration file that is missing): those are defined, any other may be.
  public var definedConditions: [String]?
  /// True when `definedConditions` lists only the flags of the settings plumb could read; nil when they are all.
  public var definedConditionsArePartial: Bool?
  /// Whether SwiftPM builds the module (true: it defines `SWIFT_PACKAGE`), or another build system that never does
  /// (false: Xcode, which reaches the same C code through a bridging header); nil when unknown. Known even when the
  /// flags are not (a configuration file plumb could not read defines no `SWIFT_PACKAGE`).
  public var isSwiftPackage: Bool?
  /// The flags of each configuration (Debug, Release), sorted, when known one by one: `!DEBUG` code is compiled in
  /// Release. Nil when only the union is known.
  public var configurationConditions: [[String]]?
  /// Whether the module also compiles C, Objective-C or C++ files: what those import plumb does not read.
  public var compilesCFamilySources: Bool?
  /// The modules a Swift package target's Objective-C files import by name (`@import PVAudio;`,
  /// `#import <PVAudio/PVAudio.h>`), sorted; nil when none. The rest of those files plumb does not read.
  public var objectiveCImports: [String]?
  /// What writes sources the module compiles at build time, which plumb never reads: the build-tool plugins it
  /// applies (`OpenAPIGenerator`, writing a client from `openapi.yaml`), sorted; nil when none. What those sources
  /// import and use is unknown.
  public var sourceGenerators: [String]?
  /// Folders and files the build compiles that are absent from the checkout (a synchronized folder kept out of the
  /// public repository; a Bazel `srcs` label of another repository, as written), sorted; nil when none. What that
  /// code imports and uses is unknown.
  public var absentSources: [String]?
  /// True for a package target whose folder does not exist (a manifest copied from another package keeps a target
  /// whose folder it never had): SwiftPM cannot build it, which is reported as an input problem, so an import means
  /// it only for an importer that declares it (`ModuleNameIndex`); nil otherwise.
  public var folderIsMissing: Bool?
  /// The `.gitignore` lines that ignore Swift files in the module's folder (`.gitignore:88`, for
  /// `Package/**/*.graphql.swift`), sorted; nil when none. A code generator writes those files into the target in
  /// each checkout (SwiftPM compiles whatever its folder holds), so what they import and use is unknown.
  public var ignoredSwiftSources: [String]?
  /// Where the module's manifest or spec lists a dependency plumb could not read (a Tuist helper that switches on
  /// an environment setting), sorted; nil when none. An import such an entry may declare is not known to be
  /// undeclared.
  public var unreadDependencies: [Location]?
  /// The modules of prebuilt frameworks the target links from the repository, not as build products (Carthage's
  /// `Lottie.xcframework` in "Link Binary With Libraries"), sorted; nil when none. Each declares the module of its
  /// name, even when a workspace target builds a module of that name from source.
  public var linkedBinaryModules: [String]?
  /// Where definitions plumb could not read name the module (a Bazel macro call whose `deps` list its label: the
  /// repository's own test macro), sorted; nil when none. A test such a definition declares may depend on it.
  public var unreadDependents: [Location]?
  /// Those of `unreadDependents` that call a test macro (its name says `test`: `my_swift_test`), sorted; nil when
  /// none. The likeliest to declare the tests that depend on the module.
  public var unreadTestDependents: [Location]?
  /// Where the module's own manifest turns off the test target a helper of its generator would give it (a Tuist
  /// `Project.makeModule(name: "Camera", hasTests: false)`); nil otherwise. The team decided against its tests there.
  public var testsTurnedOffAt: Location?

  public init(
    moduleName: String? = nil, platforms: [String] = [], definedConditions: [String]? = nil,
    isSwiftPackage: Bool? = nil, configurationConditions: [[String]]? = nil
  ) {
    self.moduleName = moduleName
    self.platforms = platforms
    self.definedConditions = definedConditions
    self.isSwiftPackage = isSwiftPackage
    self.configurationConditions = configurationConditions
  }

  public var isEmpty: Bool {
    moduleName == nil && platforms.isEmpty && definedConditions == nil && definedConditionsArePartial == nil
      && isSwiftPackage == nil
      && compilesCFamilySources == nil && objectiveCImports == nil && sourceGenerators == nil && absentSources == nil
      && folderIsMissing == nil
      && ignoredSwiftSources == nil && unreadDependencies == nil && linkedBinaryModules == nil
      && unreadDependents == nil && unreadTestDependents == nil && testsTurnedOffAt == nil
  }

  /// What Xcode and SwiftPM make of a product or target name for a module name: characters that cannot be in an
  /// identifier become `_` (`Modals-iOS` is `Modals_iOS`, `UITextView+Placeholder` is `UITextView_Placeholder`),
  /// and a leading digit gets a `_` in front.
  public static func c99Identifier(_ value: String) -> String {
    var result = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
  }
}

/// A Swift package or an Xcode project found in the workspace.
public struct Container: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable {
    case swiftPackage, xcodeProject, external, inferred
    /// Projects a generator spec declares, read from the spec: an XcodeGen `project.yml`, a Tuist `Project.swift`,
    /// a Bazel package (`BUILD`), a CocoaPods development pod's `.podspec`.
    case xcodeGen, tuist, bazel, podspec

    /// Built as targets of an Xcode project (written by hand or generated from the spec): Xcode finds the
    /// frameworks of the same project without a declared dependency.
    public var isXcodeProject: Bool { self == .xcodeProject || self == .xcodeGen || self == .tuist }

    /// Declared by a generator spec rather than by the files Xcode or SwiftPM read.
    public var isGeneratorSpec: Bool { self == .xcodeGen || self == .tuist || self == .bazel || self == .podspec }
  }

  public var name: String
  public var kind: Kind
  /// The manifest or project path, relative to the analysed root; for external packages, their URL or identity.
  public var path: String
  /// For a Swift package read from its manifest: the targets its products vend, by kind of product. Nil for other
  /// containers and for a package whose products could not be read. What a package vends is what it is for, and
  /// tells its product code from the programs written against it (`ModuleGraph.isExample`).
  public var products: PackageProducts?

  public init(name: String, kind: Kind, path: String, products: PackageProducts? = nil) {
    self.name = name
    self.kind = kind
    self.path = path
    self.products = products
  }
}

/// The targets a Swift package's products vend: `.library` products apart from the others (`.executable`,
/// `.plugin`, `.macro`), each list sorted.
public struct PackageProducts: Hashable, Codable, Sendable {
  public var libraryTargets: [String]
  public var otherTargets: [String]

  public init(libraryTargets: [String] = [], otherTargets: [String] = []) {
    self.libraryTargets = Array(Set(libraryTargets)).sorted()
    self.otherTargets = Array(Set(otherTargets)).sorted()
  }

  /// Whether a product vends the target.
  public func vends(_ target: String) -> Bool {
    libraryTargets.contains(target) || otherTargets.contains(target)
  }
}
