import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Reading Tuist manifests (`Project.swift`, helpers, `Tuist/Package.swift`) without running Tuist.
@Suite struct TuistSpecTests {
  static let root = Fixtures.url("Generators/Tuist")

  private func read() -> ProjectSpecReading {
    TuistSpecs.read(root: Self.root, tree: FileTree(root: Self.root.path))
  }

  private func project(_ name: String, in reading: ProjectSpecReading) throws -> XcodeProject {
    try #require(reading.projects.first { $0.fileName == name })
  }

  @Test func readsEveryProjectAsTheXcodeProjectTuistWouldGenerate() throws {
    let reading = read()
    #expect(
      reading.projects.map(\.path).sorted() == [
        "Projects/App/App.xcodeproj", "Projects/Core/Core.xcodeproj", "Projects/Settings/Settings.xcodeproj",
      ])
    #expect(
      reading.generatedProjects == [
        "Projects/App/App.xcodeproj": "Projects/App/Project.swift",
        "Projects/Core/Core.xcodeproj": "Projects/Core/Project.swift",
        "Projects/Settings/Settings.xcodeproj": "Projects/Settings/Project.swift",
      ])
    let core = try project("Core.xcodeproj", in: reading)
    #expect(core.format == .tuist)
    #expect(core.specPath == "Projects/Core/Project.swift")
    #expect(core.targets.map(\.name) == ["Networking", "Storage", "StorageTests"])
    #expect(core.targets.map(\.kind) == [.framework, .framework, .unitTest])
    #expect(core.targets[0].build.platforms == ["iOS"])
    #expect(core.targets[0].build.definedConditions == ["DEBUG"])
  }

  @Test func helperFunctionsBuildTargetsShownAtTheLineThatCallsThem() throws {
    let reading = read()
    let core = try project("Core.xcodeproj", in: reading)
    // `.module("Networking", ...)` in Project.swift calls `Target.module` of the helpers.
    #expect(core.targets.map(\.line) == [8, 9, 10])
    #expect(core.targets.allSatisfy { $0.file == nil })
    let app = try project("App.xcodeproj", in: reading)
    // `Project.app(...)` builds both targets; they are shown at its call.
    #expect(app.targets.map(\.name) == ["App", "AppTests"])
    #expect(app.targets.map(\.kind) == [.app, .unitTest])  // `product: .app` beside a helper's `Destinations.app`
    #expect(app.targets.map(\.line) == [4, 4])
    #expect(app.targets[0].build.platforms == ["iOS"])
  }

  @Test func sourceGlobsAreRelativeToTheManifestAndHonourExcluding() throws {
    let core = try project("Core.xcodeproj", in: read())
    #expect(core.targets[0].sources == ["Projects/Core/Sources/Networking/Client.swift"])
    // Tuist compiles the resource accessors it derives (`Derived/Sources/TuistBundle+Storage.swift`) into the target.
    #expect(
      core.targets[1].sources == [
        "Projects/Core/Derived/Sources/TuistBundle+Storage.swift", "Projects/Core/Sources/Storage/Store.swift",
      ])
    #expect(core.targets[2].sources == ["Projects/Core/Tests/StorageTests/StoreTests.swift"])
    let app = try project("App.xcodeproj", in: read())
    #expect(app.targets[1].sources == ["Projects/App/Tests/AppTests.swift"])  // the older `Target(...)`, one glob
  }

  /// KeyboardCowboy writes its app's sources `SourceFilesList(arrayLiteral: sources("App"), xpcSources())`: the
  /// variadic list's first glob is labelled, the rest unlabelled; plumb read none of them and said nothing.
  @Test func aVariadicSourceFilesListReadsEveryGlob() throws {
    let root = Fixtures.url("Generators/TuistSourceLists")
    let reading = TuistSpecs.read(root: root, tree: FileTree(root: root.path))
    let project = try #require(reading.projects.first)
    #expect(
      project.target(named: "Lasso")?.sources.sorted() == [
        "App/Sources/LassoApp.swift", "XPC/Sources/SelectionService.swift",
      ])
    #expect(project.target(named: "Empty")?.sources.isEmpty == true)
    #expect(reading.diagnostics.filter { $0.severity != .note }.isEmpty, "\(reading.diagnostics)")
  }

  @Test func dependenciesOfEveryKindAreResolved() throws {
    let reading = read()
    let app = try project("App.xcodeproj", in: reading)
    let dependencies = app.targets[0].dependencies.map { "\($0.projectFileName ?? "-") \($0.targetName) \($0.line)" }
    // `.Core.networking` (a helper's static member of a nested type) and `.project(target:path:)`.
    #expect(dependencies == ["Core.xcodeproj Networking 7", "Core.xcodeproj Storage 8"])
    // `.snapKit` is `.external(name: "SnapKit")`; SnapKit is declared inside `#if TUIST` in Tuist/Package.swift.
    #expect(
      app.targets[0].packageProducts.map(\.package) == [
        .remote(url: "https://github.com/SnapKit/SnapKit", requirement: "5.7.0..<6.0.0")
      ])
    #expect(app.targets[1].dependencies.map(\.targetName) == ["App"])
    #expect(app.targets[1].testHostProductName == "App")

    let core = try project("Core.xcodeproj", in: reading)
    #expect(core.targets[0].packageProducts.map(\.productName) == ["Alamofire"])
    #expect(
      core.targets[0].packageProducts.first?.package
        == .remote(url: "https://github.com/Alamofire/Alamofire.git", requirement: "5.8.0..<6.0.0"))
    // The local package of Tuist/Package.swift is left to the mapper, which finds the product in it.
    #expect(core.targets[1].packageProducts.map(\.productName) == ["Analytics"])
    #expect(core.targets[1].packageProducts.first?.package == nil)
    #expect(core.localPackagePaths == ["LocalPackages/Analytics"])
    #expect(core.targets[1].dependencies.map { "\($0.projectFileName ?? "-") \($0.targetName)" } == ["- Networking"])
  }

  @Test func pluginEnumsInstanceMembersInitAndRunClosuresAreEvaluated() throws {
    let settings = try project("Settings.xcodeproj", in: read())
    let target = try #require(settings.targets.first)
    #expect(settings.targets.map(\.name) == ["Settings"])
    #expect(target.sources == ["Projects/Settings/Sources/Settings/SettingsView.swift"])
    // `CoreModule.storage.dependencies()`: an instance method whose `needsNetworking` reads a sibling property.
    #expect(target.dependencies.map { "\($0.projectFileName ?? "-") \($0.targetName)" } == [
      "Core.xcodeproj Storage", "Core.xcodeproj Networking",
    ])
    // `.analytics` is `ProjectDescriptionHelpers.analytics`, a helper's global.
    #expect(target.packageProducts.map(\.productName) == ["SnapKit", "Analytics", "NukeUI"])
    // Each at its `append` line, shorthands of the helpers included.
    #expect(target.packageProducts.map(\.line) == [7, 8, 9])
    // `.package(product:)` of a package another project of the workspace declares.
    #expect(target.packageProducts.last?.package == .remote(url: "https://github.com/kean/Nuke", requirement: nil))
  }

  @Test func manifestsAndHelpersAreSpecFilesNotCode() {
    let reading = read()
    #expect(
      reading.specFiles == [
        "Plugins/ModulesPlugin/Plugin.swift", "Plugins/ModulesPlugin/ProjectDescriptionHelpers/CoreModule.swift",
        "Projects/App/Project.swift", "Projects/Core/Project.swift",
        "Projects/Settings/Project.swift", "Tuist/Package.swift",
        "Tuist/ProjectDescriptionHelpers/Destinations+App.swift", "Tuist/ProjectDescriptionHelpers/Project+App.swift",
        "Tuist/ProjectDescriptionHelpers/Project+Feature.swift",
        "Tuist/ProjectDescriptionHelpers/Target+Module.swift",
        "Tuist/ProjectDescriptionHelpers/TargetDependency+Modules.swift", "Workspace.swift",
      ])
    // Excluded on purpose: no folder module, and no spec either.
    #expect(reading.leftOutSources == ["Projects/Core/Sources/Networking/Generated/Stub.swift"])
    #expect(reading.diagnostics.filter { $0.severity >= .warning } == [])
  }

  @Test func theWholeLoadMapsTuistProjectsIntoTheGraph() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    let graph = workspace.graph
    let edges = graph.dependencies.filter(\.isDeclared).map { "\($0.from) -> \($0.to)" }.sorted()
    #expect(
      edges == [
        "App.xcodeproj/App -> Core.xcodeproj/Networking",
        "App.xcodeproj/App -> Core.xcodeproj/Storage",
        "App.xcodeproj/App -> external:snapkit/SnapKit",
        "App.xcodeproj/AppTests -> App.xcodeproj/App",
        "Core.xcodeproj/Networking -> external:alamofire/Alamofire",
        "Core.xcodeproj/Storage -> Analytics/Analytics",
        "Core.xcodeproj/Storage -> Core.xcodeproj/Networking",
        "Core.xcodeproj/StorageTests -> Core.xcodeproj/Storage",
        "Settings.xcodeproj/Settings -> Core.xcodeproj/Networking",
        "Settings.xcodeproj/Settings -> Core.xcodeproj/Storage",
        "Settings.xcodeproj/Settings -> Analytics/Analytics",
        "Settings.xcodeproj/Settings -> external:nuke/NukeUI",
        "Settings.xcodeproj/Settings -> external:snapkit/SnapKit",
      ].sorted())
    let containers = graph.containers.map { "\($0.name) \($0.kind)" }
    #expect(containers.contains("Core.xcodeproj tuist"))
    #expect(!containers.contains { $0.hasPrefix("FixtureDependencies") })  // Tuist/Package.swift is not a package
    // The Stub excluded from Networking and the manifests are not guessed into folder modules.
    #expect(
      !graph.modules.contains { $0.sources.contains { $0.hasSuffix("Project.swift") || $0.hasSuffix("Stub.swift") } })
  }

  @Test func tuistDefinesTUISTWhenItReadsPackageSwift() throws {
    let packages = TuistPackages(packageManifest: "Tuist/Package.swift", root: Self.root, helpers: [])
    #expect(packages.remote.map(\.url).contains("https://github.com/SnapKit/SnapKit"))
    // SwiftPM itself, which does not define TUIST, sees no SnapKit in the same manifest.
    let plain = try StaticManifestReader().read(
      contentsOf: Self.root.appendingPathComponent("Tuist/Package.swift"), displayPath: "Tuist/Package.swift")
    #expect(!plain.dependencies.map(\.identity).contains("snapkit"))
  }

  @Test func helpersThatSpellNamesCharacterByCharacterAreEvaluated() throws {
    // A case's raw value taken apart, its first letter uppercased, joined again, in an enum nested in an
    // extension of `Array<TargetDependency>` and named bare.
    let root = Fixtures.url("Generators/TuistHelpers")
    let reading = TuistSpecs.read(root: root, tree: FileTree(root: root.path))
    let names = try #require(reading.projects.first { $0.fileName == "Names.xcodeproj" })
    #expect(names.target(named: "Host")?.dependencies.map(\.targetName) == ["ProfileFeature"])
    // The warnings of this fixture are those of the Opaque project (and of `TargetMaker`, which it calls) and the
    // workspace's missing entry.
    #expect(
      !reading.diagnostics.contains { diagnostic in
        let file = diagnostic.location?.file ?? ""
        return diagnostic.severity >= .warning && (file == "Project.swift" || file.hasPrefix("Tuist/"))
          && !file.hasSuffix("/TargetMaker.swift")
      })
  }

  @Test func targetGroupsThatTheProjectFlattensAreRead() throws {
    // `.module("Feed")` returns the framework and its tests; the helpers' `Project(name:targets:)` takes `[[Target]]`
    // and flattens it (a shape seen on a public app, where every target was "cannot read the target [...]"). The
    // groups come from `ModuleName.Feed.targets`: `Feed` is a capitalised case of the enum, not a nested type.
    let root = Fixtures.url("Generators/TuistHelpers")
    let reading = TuistSpecs.read(root: root, tree: FileTree(root: root.path))
    let grouped = try #require(reading.projects.first { $0.fileName == "Grouped.xcodeproj" })
    #expect(grouped.targets.map(\.name) == ["Feed", "FeedTests", "Timeline", "TimelineTests"])
    #expect(grouped.target(named: "Timeline")?.dependencies.map(\.targetName) == ["Feed"])
    #expect(grouped.target(named: "Timeline")?.sources == ["Grouped/Sources/Timeline/Timeline.swift"])
    #expect(!reading.diagnostics.contains { $0.location?.file == "Grouped/Project.swift" })
  }

  @Test func aProjectWhoseTargetsCannotBeEvaluatedIsNotGuessedIntoFolders() throws {
    // `TargetMaker(name:).make()` turns the target's name around twice: the target is unknown, the warning says
    // where, and the folder's Swift files stay out of folder modules.
    let root = Fixtures.url("Generators/TuistHelpers")
    let reading = TuistSpecs.read(root: root, tree: FileTree(root: root.path))
    #expect(reading.unreadFolders == ["Opaque"])
    #expect(reading.diagnostics.contains { $0.severity == .warning && $0.location?.file == "Opaque/Project.swift" })
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(!workspace.graph.modules.contains { $0.sources.contains("Opaque/Sources/Opaque.swift") })
  }

  @Test func workspaceEntriesWithoutAProjectAreReported() {
    let root = Fixtures.url("Generators/TuistHelpers")
    let reading = TuistSpecs.read(root: root, tree: FileTree(root: root.path))
    let workspace = reading.diagnostics.filter { $0.location?.file == "Workspace.swift" }
    #expect(workspace.map(\.message) == ["the workspace lists 'Missing', where there is no Project.swift"])
    #expect(workspace.first?.location?.line == 3)
    #expect(reading.specFiles.contains("Workspace.swift"))
  }

  /// KeyboardCowboy's package list is an `if` on a file read when the manifest runs: local checkouts in one branch,
  /// the published packages in the other. plumb read neither branch and called every product "named by no
  /// package"; the packages any branch names (and `Tuist/Package.swift`'s) answer that question now.
  @Test func packagesOfAnIfPlumbCannotDecideStillNameTheProducts() throws {
    let root = Fixtures.url("Generators/TuistUndecidedPackages")
    let reading = TuistSpecs.read(root: root, tree: FileTree(root: root.path))
    let project = try #require(reading.projects.first)
    let products = try #require(project.target(named: "Counter")).packageProducts
    #expect(
      products.map { "\($0.productName) \($0.package?.location ?? "-")" } == [
        "Tally git@example.com:abacus/Tally.git", "Beads https://example.com/abacus/Beads.git", "Ledger -",
      ])
    // Two branches name Tally by two URLs (ssh and https): one package, as SwiftPM identifies it.
    // Only the local package every branch names is read as part of the project (the mapper finds `Ledger` there).
    #expect(project.localPackagePaths == ["Packages/Ledger"])
    let undecided = reading.diagnostics.filter { $0.message.contains("cannot evaluate the condition") }
    #expect(undecided.count == 1, "\(reading.diagnostics)")
    #expect(undecided.first?.message.contains("only the names any branch gives are used") == true)
    #expect(undecided.first?.location?.file == "Tuist/ProjectDescriptionHelpers/Packages.swift")
  }

  @Test func targetNamesAreCamelizedAsTuistNamesDerivedFiles() {
    #expect(TuistProjectDecoder.camelized("three-dollar-in-my-pocket") == "ThreeDollarInMyPocket")
    #expect(TuistProjectDecoder.camelized("AppTests") == "AppTests")
  }

  @Test func productsAreMatchedToRemotePackagesByName() {
    let packages: [(url: String, requirement: String?)] = [
      ("https://github.com/firebase/firebase-ios-sdk", nil), ("https://github.com/ReactiveX/RxSwift.git", nil),
      ("https://github.com/pointfreeco/swift-composable-architecture", nil),
      ("https://github.com/airbnb/lottie-ios", nil),
      ("https://github.com/navermaps/SPM-NMapsMap", nil),
    ]
    #expect(TuistPackages.remotePackage(for: "NMapsMap", among: packages)?.url.hasSuffix("SPM-NMapsMap") == true)
    let firebase = TuistPackages.remotePackage(for: "FirebaseAnalytics", among: packages)
    #expect(firebase?.url.hasSuffix("firebase-ios-sdk") == true)
    #expect(TuistPackages.remotePackage(for: "RxCocoa", among: packages)?.url.hasSuffix("RxSwift.git") == true)
    #expect(TuistPackages.remotePackage(for: "ComposableArchitecture", among: packages) != nil)
    #expect(TuistPackages.remotePackage(for: "Lottie", among: packages)?.url.hasSuffix("lottie-ios") == true)
    #expect(TuistPackages.remotePackage(for: "Kingfisher", among: packages) == nil)
  }

  /// Tuist takes its packages from the root `Package.swift` when there is no `Tuist/Package.swift`
  /// (CAKK-DEV/cakk-client): `.external(name:)` names a product of a package that manifest declares.
  @Test func externalProductsResolveAgainstTheRootPackageManifest() throws {
    let root = Fixtures.url("Generators/TuistRootPackage")
    let reading = TuistSpecs.read(root: root, tree: FileTree(root: root.path))
    let project = try #require(reading.projects.first)
    let products = try #require(project.target(named: "Gallery")).packageProducts
    #expect(
      products.map { "\($0.productName) \($0.package?.location ?? "-")" } == [
        "Shimmer https://example.com/effects/Shimmer.git"
      ])
  }
}
