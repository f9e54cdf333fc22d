import PlumbModel

/// What an Xcode project declares, read from its `project.pbxproj` with every path resolved: the declared model,
/// before it is mapped into the module graph.
///
/// Paths are relative to the analysed root ("" is the root itself), like every path in the graph.
public struct XcodeProject: Hashable, Sendable {
  /// `App.xcodeproj`.
  public var fileName: String
  /// The `.xcodeproj` folder.
  public var path: String
  /// The folder the project's `SOURCE_ROOT` points at (the folder holding the `.xcodeproj`, usually).
  public var sourceRoot: String
  public var targets: [XcodeTarget]
  /// Folders of local Swift packages the project refers to (package references and dragged-in package folders),
  /// so that a product dependency without a package can still be resolved.
  public var localPackagePaths: [String]
  /// The package each product name is linked from wherever the project names one. Projects keep stale
  /// package-less duplicates of a product after a package moves between local and remote; this finds its package.
  public var packagesByProduct: [String: XcodePackageReference]
  /// What declares the project: `.xcodeProject` for a `project.pbxproj` read as it is, or the generator spec the
  /// project was read from (`.xcodeGen`, `.tuist`, `.bazel`, `.podspec`).
  public var format: Container.Kind = .xcodeProject
  /// The spec file the project was read from (`project.yml`, `Project.swift`, `BUILD.bazel`, `X.podspec`), when it
  /// was not read from a `project.pbxproj`. Lines of targets and dependencies without a `file` of their own are
  /// lines of this file.
  public var specPath: String?

  public init(
    fileName: String,
    path: String,
    sourceRoot: String,
    targets: [XcodeTarget],
    localPackagePaths: [String] = [],
    packagesByProduct: [String: XcodePackageReference] = [:]
  ) {
    self.fileName = fileName
    self.path = path
    self.sourceRoot = sourceRoot
    self.targets = targets
    self.localPackagePaths = localPackagePaths
    self.packagesByProduct = packagesByProduct
  }

  public var pbxprojPath: String { XcodePath.join(path, "project.pbxproj") }

  /// The file the project's lines are lines of: its spec, else its `project.pbxproj`.
  public var declarationFile: String { specPath ?? pbxprojPath }

  public func target(named name: String) -> XcodeTarget? { targets.first { $0.name == name } }
}

/// A target: native (`PBXNativeTarget`), or aggregate or legacy (kind `.aggregate`, no sources).
public struct XcodeTarget: Hashable, Sendable {
  public var name: String
  /// `com.apple.product-type.application`, as written.
  public var productType: String
  /// The built product's file name (`App.app`), used to find the target a `TEST_HOST` points at.
  public var productFileName: String?
  /// The target's `productName` (often the target's first name, kept when the target is renamed).
  public var productName: String?
  /// Swift sources, relative to the analysed root, sorted, each listed once.
  public var sources: [String]
  /// Synchronized folders (Xcode 16) the target takes its files from.
  public var synchronizedFolders: [String]
  public var dependencies: [XcodeTargetDependency]
  public var packageProducts: [XcodePackageProduct]
  /// The product name a test bundle is injected into (`TEST_HOST`) or drives (`TEST_TARGET_NAME`), from any
  /// build configuration.
  public var testHostProductName: String?
  public var testTargetName: String?
  /// The product name of each build configuration, when they differ from one another (`CTR` for `Development`, the
  /// target's name for `Debug`): a test host that names any of them is this target.
  public var configuredProductNames: [String] = []
  /// For app extensions, `NSExtensionPointIdentifier` from the target's Info.plist: it tells a widget
  /// (`com.apple.widgetkit-extension`) from other extensions, which share one product type.
  public var extensionPointIdentifier: String?
  /// Products of other projects' targets the target links ("Link Binary With Libraries" entries in
  /// `BUILT_PRODUCTS_DIR`, such as `Networking.framework`): Xcode's implicit dependencies build them first.
  public var linkedProducts: [XcodeLinkedProduct] = []
  /// The Swift module name, its platforms and `#if` flags, from the build settings and configuration files.
  public var build = BuildInfo()
  /// The pbxproj line that declares the target.
  public var line: Int
  /// The file `line` is a line of, when it is not the project's `declarationFile` (a spec's included file, a
  /// Tuist helper that builds the target).
  public var file: String? = nil
  /// The target's object id in its `project.pbxproj`, and that of its product's file reference: what another
  /// project's link to the target records (`remoteGlobalIDString`). Nil for targets read from generator specs.
  public var objectID: String? = nil
  public var productReferenceID: String? = nil

  public init(
    name: String,
    productType: String,
    productFileName: String? = nil,
    productName: String? = nil,
    sources: [String] = [],
    synchronizedFolders: [String] = [],
    dependencies: [XcodeTargetDependency] = [],
    packageProducts: [XcodePackageProduct] = [],
    testHostProductName: String? = nil,
    testTargetName: String? = nil,
    extensionPointIdentifier: String? = nil,
    line: Int = 0
  ) {
    self.name = name
    self.productType = productType
    self.productFileName = productFileName
    self.productName = productName
    self.sources = sources
    self.synchronizedFolders = synchronizedFolders
    self.dependencies = dependencies
    self.packageProducts = packageProducts
    self.testHostProductName = testHostProductName
    self.testTargetName = testTargetName
    self.extensionPointIdentifier = extensionPointIdentifier
    self.line = line
  }

  public var kind: Module.Kind {
    XcodeProductType.kind(of: productType, extensionPoint: extensionPointIdentifier)
  }
}

/// A target dependency (`PBXTargetDependency`): a target of the same project, or of another project the
/// project refers to.
public struct XcodeTargetDependency: Hashable, Sendable {
  public var targetName: String
  /// The other project's file name (`Other.xcodeproj`), or nil for a target of the same project.
  public var projectFileName: String?
  public var line: Int
  /// The file `line` is a line of, when it is not the project's `declarationFile`.
  public var file: String? = nil
  /// The target's product is also in an "Embed Frameworks" phase of the depending target.
  public var isEmbedded: Bool
  /// For a target of another project, the object Xcode follows there (`remoteGlobalIDString`): the target itself,
  /// or (`isProductReference`) the file reference of its product, for a product linked through a reference proxy.
  /// The target name beside it (`remoteInfo`) is only the name the target had when the link was made.
  public var remoteID: String? = nil
  public var isProductReference = false
  /// The other project's path, root-relative, when its file reference could be resolved.
  public var projectPath: String? = nil
  /// Not written by anyone but implied by CocoaPods (a pod's `test_spec` always depends on its pod), named after the
  /// pod: the edge is a `.pod` one, which rules about declared dependencies do not judge.
  public var impliedByPod: String? = nil

  public init(targetName: String, projectFileName: String? = nil, line: Int = 0, isEmbedded: Bool = false) {
    self.targetName = targetName
    self.projectFileName = projectFileName
    self.line = line
    self.isEmbedded = isEmbedded
  }
}

/// A product a target links by file name that a target of another project of the workspace may build (one in
/// `BUILT_PRODUCTS_DIR`, an XcodeGen `framework:` path): an edge to that target when one does.
public struct XcodeLinkedProduct: Hashable, Sendable {
  /// `Networking.framework`, `libCore.a`.
  public var fileName: String
  public var line: Int
  /// The file `line` is a line of, when it is not the project's `declarationFile`.
  public var file: String? = nil
  /// Also in an "Embed Frameworks" phase.
  public var isEmbedded: Bool

  public init(fileName: String, line: Int = 0, isEmbedded: Bool = false) {
    self.fileName = fileName
    self.line = line
    self.isEmbedded = isEmbedded
  }
}

/// A Swift package product a target links (`XCSwiftPackageProductDependency`).
public struct XcodePackageProduct: Hashable, Sendable {
  public var productName: String
  /// Nil when the project names no package, which is how packages dragged into the project as folders are linked.
  public var package: XcodePackageReference?
  public var line: Int
  /// The file `line` is a line of, when it is not the project's `declarationFile`.
  public var file: String? = nil
  /// Also in an "Embed Frameworks" phase: a dynamic product the target copies into its bundle.
  public var isEmbedded: Bool
  /// The Swift module name of the product when the build says it differs from the product's name (a Bazel target
  /// of an external repository whose BUILD file the app writes, `module_name = "Benchmark"`); nil otherwise.
  public var moduleName: String? = nil

  public init(productName: String, package: XcodePackageReference?, line: Int = 0, isEmbedded: Bool = false) {
    self.productName = productName
    self.package = package
    self.line = line
    self.isEmbedded = isEmbedded
  }
}

/// A package the project depends on.
public enum XcodePackageReference: Hashable, Sendable {
  /// `XCLocalSwiftPackageReference`: the package folder, relative to the analysed root.
  case local(path: String)
  /// `XCRemoteSwiftPackageReference`: its URL and version requirement as written (`upToNextMajorVersion 1.2.0`).
  case remote(url: String, requirement: String?)

  /// The package identity SwiftPM would give it: the last path component of the URL or folder, lowercased,
  /// without `.git`.
  public var identity: String { Self.identity(of: location) }

  public var location: String {
    switch self {
    case .local(let path): path
    case .remote(let url, _): url
    }
  }

  public static func identity(of location: String) -> String {
    var text = location
    while text.hasSuffix("/") { text.removeLast() }
    var last = text.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? text
    if last.lowercased().hasSuffix(".git") { last.removeLast(4) }
    return last.lowercased()
  }
}
