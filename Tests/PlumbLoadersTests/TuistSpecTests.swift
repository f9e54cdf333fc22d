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
    #expect(reading.projects.map(\.path).sorted() == ["Projects/App/App.xcodeproj", "Projects/Core/Core.xcodeproj"])
    #expect(
      reading.generatedProjects == [
        "Projects/App/App.xcodeproj": "Projects/App/Project.swift",
        "Projects/Core/Core.xcodeproj": "Projects/Core/Project.swift",
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
    #expect(core.targets.map(\.line) == [7, 8, 9])
    #expect(core.targets.allSatisfy { $0.file == nil })
    let app = try project("App.xcodeproj", in: reading)
    // `Project.app(...)` builds both targets; they are shown at its call.
    #expect(app.targets.map(\.name) == ["App", "AppTests"])
    #expect(app.targets.map(\.line) == [4, 4])
    #expect(app.targets[0].build.platforms == ["iOS"])
  }

  @Test func sourceGlobsAreRelativeToTheManifestAndHonourExcluding() throws {
    let core = try project("Core.xcodeproj", in: read())
    #expect(core.targets[0].sources == ["Projects/Core/Sources/Networking/Client.swift"])
    #expect(core.targets[1].sources == ["Projects/Core/Sources/Storage/Store.swift"])
    #expect(core.targets[2].sources == ["Projects/Core/Tests/StorageTests/StoreTests.swift"])
    let app = try project("App.xcodeproj", in: read())
    #expect(app.targets[1].sources == ["Projects/App/Tests/AppTests.swift"])  // the older `Target(...)`, one glob
  }

  @Test func dependenciesOfEveryKindAreResolved() throws {
    let reading = read()
    let app = try project("App.xcodeproj", in: reading)
    let dependencies = app.targets[0].dependencies.map { "\($0.projectFileName ?? "-") \($0.targetName) \($0.line)" }
    // `.Core.networking` (a helper's static member of a nested type) and `.project(target:path:)`.
    #expect(dependencies == ["Core.xcodeproj Networking 7", "Core.xcodeproj Storage 8"])
    // `.snapKit` is `.external(name: "SnapKit")`; SnapKit is declared inside `#if TUIST` in Tuist/Package.swift.
    #expect(
      app.targets[0].packageProducts.map(\.package) == [.remote(url: "https://github.com/SnapKit/SnapKit", requirement: "5.7.0..<6.0.0")])
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

  @Test func manifestsAndHelpersAreSpecFilesNotCode() {
    let reading = read()
    #expect(
      reading.specFiles == [
        "Projects/App/Project.swift", "Projects/Core/Project.swift",
        "Projects/Core/Sources/Networking/Generated/Stub.swift",  // excluded on purpose: no folder module
        "Tuist/Package.swift",
        "Tuist/ProjectDescriptionHelpers/Project+App.swift", "Tuist/ProjectDescriptionHelpers/Target+Module.swift",
        "Tuist/ProjectDescriptionHelpers/TargetDependency+Modules.swift", "Workspace.swift",
      ])
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
      ].sorted())
    let containers = graph.containers.map { "\($0.name) \($0.kind)" }
    #expect(containers.contains("Core.xcodeproj tuist"))
    #expect(!containers.contains { $0.hasPrefix("FixtureDependencies") })  // Tuist/Package.swift is not a package
    // The Stub excluded from Networking and the manifests are not guessed into folder modules.
    #expect(!graph.modules.contains { $0.sources.contains { $0.hasSuffix("Project.swift") || $0.hasSuffix("Stub.swift") } })
  }

  @Test func tuistDefinesTUISTWhenItReadsPackageSwift() {
    var packages = TuistPackages(packageManifest: "Tuist/Package.swift", root: Self.root)
    #expect(packages.remote.map(\.url).contains("https://github.com/SnapKit/SnapKit"))
    packages = TuistPackages()
    #expect(packages.remote.isEmpty)
  }

  @Test func productsAreMatchedToRemotePackagesByName() {
    let packages: [(url: String, requirement: String?)] = [
      ("https://github.com/firebase/firebase-ios-sdk", nil), ("https://github.com/ReactiveX/RxSwift.git", nil),
      ("https://github.com/pointfreeco/swift-composable-architecture", nil), ("https://github.com/airbnb/lottie-ios", nil),
    ]
    #expect(TuistPackages.remotePackage(for: "FirebaseAnalytics", among: packages)?.url.hasSuffix("firebase-ios-sdk") == true)
    #expect(TuistPackages.remotePackage(for: "RxCocoa", among: packages)?.url.hasSuffix("RxSwift.git") == true)
    #expect(TuistPackages.remotePackage(for: "ComposableArchitecture", among: packages) != nil)
    #expect(TuistPackages.remotePackage(for: "Lottie", among: packages)?.url.hasSuffix("lottie-ios") == true)
    #expect(TuistPackages.remotePackage(for: "Kingfisher", among: packages) == nil)
  }
}
