import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Input problems plumb reported on RevenueCat/purchases-ios, AvocadoApps/azkar-ios and CAKK-DEV/cakk-client that
/// were not problems: a source file called `Package.swift` read as a manifest, an empty package written on purpose,
/// a Podfile's target in a project whose targets plumb could not read, products whose package only the checkouts'
/// manifests name. Each fixture is written by us.
@Suite struct InputProblemsTests {
  static func load(_ fixture: String, packagesPath: URL? = nil) throws -> LoadedWorkspace {
    try WorkspaceLoader(packagesPath: packagesPath, derivedData: nil).load(root: Fixtures.url(fixture))
  }

  static func problems(_ workspace: LoadedWorkspace) -> [String] {
    workspace.diagnostics.map { "\($0.location?.description ?? "") \($0.severity) \($0.message)" }
  }

  /// `Sources/Till/Pricing/Package.swift` declares a type inside the `Till` target's folder: SwiftPM compiles it
  /// with the target, and reads only the package root's manifest.
  @Test func aPackageSwiftInsideATargetFolderIsASourceFile() throws {
    let workspace = try Self.load("Packages/SourceNamedPackage")
    #expect(workspace.packages.map(\.manifestPath) == ["Package.swift", "Samples/Package.swift"])
    let till = try #require(workspace.graph.modules.first { $0.name == "Till" })
    #expect(till.sources.contains("Sources/Till/Pricing/Package.swift"))
    #expect(!Self.problems(workspace).contains { $0.contains("Pricing/Package.swift") })
  }

  /// Sileo's Xcode project compiles `Sileo/Backend/Objects/Package.swift`, a class named `Package` outside any
  /// package: it was read as a manifest ("no `Package(...)` found", an error line on a clean run). A file that names
  /// no tools version and imports no `PackageDescription` is no manifest SwiftPM would read.
  @Test func aPackageSwiftThatAProjectCompilesIsASourceFile() throws {
    let workspace = try Self.load("Packages/SourceNamedInProject")
    #expect(workspace.packages.isEmpty)
    #expect(Self.problems(workspace).isEmpty, "\(Self.problems(workspace))")
    let catalog = try #require(workspace.graph.modules.first { $0.name == "Catalog" })
    #expect(catalog.sources.sorted() == ["Sources/CatalogApp.swift", "Sources/Objects/Package.swift"])
  }

  /// A package found in the tree with the identity of a remote dependency, but without the product asked for, is
  /// another copy (FlowDown keeps an older app with its own `MarkdownView` package in a folder of its own): the
  /// product is the remote package's, and no "has no product" warning is given.
  @Test func aLocalCopyWithoutTheProductLeavesTheRemotePackage() throws {
    let workspace = try Self.load("Packages/OlderCopyInTree")
    #expect(!Self.problems(workspace).contains { $0.contains("has no product") })
    let notes = try #require(workspace.graph.modules.first { $0.name == "Notes" })
    let targets = workspace.graph.dependencies.filter { $0.from == notes.id }.map(\.to)
    #expect(targets == [ModuleID(container: "external:markup", name: "MarkupParser")])
  }

  /// `let package = Package()` hides its folder from SwiftPM on purpose: no "no name" warning, and its folder makes
  /// no module.
  @Test func anEmptyPackageIsNoProblem() throws {
    let workspace = try Self.load("Packages/SourceNamedPackage")
    #expect(!Self.problems(workspace).contains { $0.contains("Samples/Package.swift") })
    #expect(workspace.packages.first { $0.manifestPath == "Samples/Package.swift" }?.manifest.targets.isEmpty == true)
  }

  /// The manifest cannot know `Till`'s flags (read from a file when it runs), but the other targets' are all written
  /// in it: `TILL_PRO` is `TillPro`'s alone, and the test targets define only what SwiftPM does.
  @Test func aDefineIsThatTargetsAlone() throws {
    let workspace = try Self.load("Packages/SourceNamedPackage")
    let defined = Dictionary(
      uniqueKeysWithValues: workspace.graph.modules.filter { !$0.isExternal }.map {
        ($0.name, $0.build.definedConditions)
      })
    #expect(defined["Till"] == .some(nil))
    #expect(defined["TillPro"] == ["DEBUG", "SWIFT_PACKAGE", "TILL_PRO"])
    #expect(defined["TillTests"] == ["DEBUG", "SWIFT_PACKAGE"])
    #expect(defined["TillProTests"] == ["DEBUG", "SWIFT_PACKAGE"])
  }

  /// A statement after `Package(...)` that plumb cannot evaluate may change any target's settings: then no target's
  /// defines are known.
  @Test func anUnreadStatementAfterThePackageLeavesEveryTargetsDefinesUnknown() {
    let source = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Till", targets: [.target(name: "Till"), .testTarget(name: "TillTests")])
      for target in package.targets { target.swiftSettings = flags(for: target.name) }
      """
    let manifest = StaticManifestReader().read(
      source: source, displayPath: "Package.swift", packageDirectory: URL(fileURLWithPath: "/tmp/Till"))
    #expect(manifest.isIncomplete)
    #expect(manifest.targets.map(\.settingsMayBeIncomplete) == [true, true])
  }

  /// The Podfile beside a Tuist project names its app, which plumb cannot see because a helper builds the project's
  /// targets: the note says so, not that no project has the target.
  @Test func aPodfileTargetOfAnUnreadProjectIsNotSaidToBeMissing() throws {
    let workspace = try Self.load("Generators/TuistPodfile")
    let podfileNotes = Self.problems(workspace).filter { $0.hasPrefix("Kiosk/Podfile") }
    #expect(
      podfileNotes == [
        "Kiosk/Podfile:3 note the Podfile names target 'Kiosk', which plumb cannot find: the targets of the project "
          + "in 'Kiosk' were not all read; its pods are left out"
      ])
  }

  /// `.external(name: "ReceiptsUI")` names a product of storefront-kit, which `Tuist/Package.swift` integrates: only
  /// storefront-kit's manifest ties the product to it. Without its checkout the note says what is unknown; with it,
  /// the product is storefront-kit's and brings `Receipts`.
  @Test func aProductIsTiedToItsPackageByTheCheckedOutManifest() throws {
    let unresolved = try Self.load("Generators/TuistProductOfPackage")
    #expect(
      Self.problems(unresolved) == [
        "Project.swift:11 note target 'Register' links product 'ReceiptsUI' without naming its package, and no local "
          + "package has a product of that name; which remote package has it is written only in the packages' "
          + "manifests, and plumb found no checkout of them to read (pass '--packages-path' the SourcePackages folder "
          + "of a build, or run 'swift package resolve'); it is kept as an external node"
      ])
    let checkouts = Fixtures.url("Generators/TuistProductOfPackageCheckouts")
    let resolved = try Self.load("Generators/TuistProductOfPackage", packagesPath: checkouts)
    #expect(Self.problems(resolved) == [])
    let product = try #require(resolved.graph.modules.first { $0.isExternal && $0.name == "ReceiptsUI" })
    #expect(product.id.container == "external:storefront-kit")
    #expect(product.productModules == ["Receipts", "ReceiptsUI"])
  }

  /// StreamKit's manifest (our own, in the shape of RxSwift 6's) vends `StreamUI` only `#if canImport(Darwin)` and
  /// flattens arrays of products cast `as [[Product]]` with `flatMap(\.self)`: read as on a Mac, where Tuist resolves
  /// an Apple app's packages, the product is there. LedgerKit's products are folded with `reduce(into:)`, which plumb
  /// does not evaluate: an input problem says so, at the line. Before, neither product was found, and nothing said why.
  @Test func aCheckoutIsReadAsOnAMacAndProductsNotReadWholeAreSaid() throws {
    let checkouts = Fixtures.url("Generators/TuistDarwinProductsCheckouts")
    let workspace = try Self.load("Generators/TuistDarwinProducts", packagesPath: checkouts)
    let streamUI = try #require(workspace.graph.modules.first { $0.isExternal && $0.name == "StreamUI" })
    #expect(streamUI.id.container == "external:stream-kit")
    #expect(streamUI.productModules == ["Stream", "StreamUI"])
    let problems = Self.problems(workspace)
    #expect(!problems.contains { $0.contains("'StreamUI'") })
    let unread = problems.filter { $0.contains("cannot read all the products") }
    #expect(unread.count == 1)
    #expect(unread.first?.contains("ledger-kit/Package.swift:10") == true)
    #expect(unread.first?.contains("checkout") == true)
    #expect(!problems.contains { $0.contains("stream-kit") })
  }

  /// A stale project lists a source at its old place: the file of that name elsewhere in the checkout is named, or
  /// the folder that is gone too, where plumb guessed before that a build step makes it (purchases-ios's
  /// `SwiftAPITester.xcodeproj`).
  @Test func aMissingSourceNamesTheFileOfThatNameElsewhere() throws {
    let workspace = try Self.load("Xcode/MovedSource")
    #expect(
      Self.problems(workspace).filter { $0.contains("does not exist") } == [
        "Ledger.xcodeproj/project.pbxproj:20 warning source file Ledger/Entry.swift of target 'Ledger' does not exist "
          + "(a file of that name is at Books/Ledger/Entry.swift and 1 other place)",
        "Ledger.xcodeproj/project.pbxproj:21 warning source file Gone/Ledgerless.swift of target 'Ledger' does not "
          + "exist (nor does its folder Gone)",
      ])
  }

  /// A Tuist target over a package's sources excludes the package's `Package.swift` from its glob (purchases-ios's
  /// `Projects/RevenueCatAdMob`): the file is kept out of the folder fallback, and is still that package's manifest.
  /// A Tuist glob takes every Swift file of a folder, one of them a source named `Package.swift` (a protocol
  /// `Package`, as buresdv/Cork's `PackagesModels/Protocols/Package.swift`): no project names its folder as a package,
  /// so it is the target's source, not a manifest ("no `Package(...)` found" before).
  @Test func aPackageSwiftATuistTargetCompilesIsASourceFile() throws {
    let workspace = try Self.load("Generators/TuistSourceNamedPackage")
    #expect(workspace.packages.isEmpty)
    #expect(Self.problems(workspace) == [])
    let models = try #require(workspace.graph.modules.first { $0.name == "ShelfModels" })
    #expect(models.sources == ["Shelf/Models/Jar.swift", "Shelf/Protocols/Package.swift"])
  }

  /// `Tuist/Package.swift` imports a local plugin and uses its public `naming` in `PackageSettings`, as
  /// DSM-PICK/PiCK_iOS_V2 uses its `EnvironmentPlugin`'s `env`: the manifest sees what every `Project.swift` sees
  /// ("unknown name 'naming'" before), and its packages are read.
  @Test func tuistsPackageManifestSeesThePluginsNames() throws {
    let workspace = try Self.load("Generators/TuistPluginInPackage")
    #expect(Self.problems(workspace) == [])
    #expect(workspace.graph.modules.filter { !$0.isExternal }.map(\.name) == ["Lantern"])
    #expect(workspace.graph.modules.filter(\.isExternal).map(\.id.description) == ["external:beam/Beam"])
  }

  @Test func aManifestASpecExcludesIsStillRead() throws {
    let workspace = try Self.load("Generators/TuistOverPackage")
    #expect(workspace.packages.map(\.manifestPath) == ["Bridge/Package.swift"])
    #expect(workspace.graph.modules.filter { !$0.isExternal }.map(\.name).sorted() == ["Bridge", "BridgeKit"])
  }
}

