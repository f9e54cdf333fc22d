import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Mapping projects into the module graph, and finding projects and workspaces below a root.
@Suite struct XcodeWorkspaceLoaderTests {
  /// Stands in for the SwiftPM loader: knows the fixtures' local packages and their one product each.
  static let fixturePackages = LocalPackageProductResolver { path, product in
    let known: [String: (package: String, product: String)] = [
      "Packages/MacCore": ("MacCore", "MacCoreUI"),
      "Packages/NotesKit": ("NotesKit", "NotesKit"),
      "Packages/Common": ("Common", "Common"),
      "": ("RootPackage", "ShopFeature"),
    ]
    guard let entry = known[path], entry.product == product else { return nil }
    return [ModuleID(container: entry.package, name: product)]
  }

  private func edges(_ part: XcodeGraphPart) -> [String] {
    part.dependencies.map { dependency in
      let kind: String
      switch dependency.kind {
      case .target: kind = "target"
      case .product(let package, let product): kind = "product \(package)/\(product)"
      case .pod(let name): kind = "pod \(name)"
      case .importOnly: kind = "import"
      }
      return "\(dependency.from) -> \(dependency.to) (\(kind))"
    }
  }

  @Test func mapsAClassicProjectIntoModulesAndEdges() {
    let result = XcodeWorkspaceLoader.load(
      root: Fixtures.url("Xcode/Classic"), packageProductResolver: Self.fixturePackages)
    #expect(
      result.containers == [
        Container(name: "ClassicMac.xcodeproj", kind: .xcodeProject, path: "ClassicMac.xcodeproj"),
        Container(
          name: "external:swift-collections", kind: .external, path: "https://github.com/example/Swift-Collections.git"),
      ])
    #expect(
      result.modules.map(\.id.description) == [
        "ClassicMac.xcodeproj/ClassicKit", "ClassicMac.xcodeproj/ClassicMac", "ClassicMac.xcodeproj/ClassicMacTests",
        "ClassicMac.xcodeproj/ClassicMacUITests", "ClassicMac.xcodeproj/ClassicShare",
        "ClassicMac.xcodeproj/ClassicWidget", "ClassicMac.xcodeproj/Lint",
        "external:swift-collections/OrderedCollections",
      ])
    #expect(
      edges(result.graph) == [
        "ClassicMac.xcodeproj/ClassicMac -> ClassicMac.xcodeproj/ClassicKit (target)",
        "ClassicMac.xcodeproj/ClassicMac -> ClassicMac.xcodeproj/ClassicWidget (target)",
        // An aggregate target is a node: depending on it is an edge.
        "ClassicMac.xcodeproj/ClassicMac -> ClassicMac.xcodeproj/Lint (target)",
        "ClassicMac.xcodeproj/ClassicMac -> MacCore/MacCoreUI (product maccore/MacCoreUI)",
        "ClassicMac.xcodeproj/ClassicMac -> external:swift-collections/OrderedCollections (product swift-collections/OrderedCollections)",
        "ClassicMac.xcodeproj/ClassicMacTests -> ClassicMac.xcodeproj/ClassicMac (target)",
        "ClassicMac.xcodeproj/ClassicMacUITests -> ClassicMac.xcodeproj/ClassicMac (target)",
        // Linked without a package: the package another entry of the project names for the product.
        "ClassicMac.xcodeproj/ClassicShare -> external:swift-collections/OrderedCollections (product swift-collections/OrderedCollections)",
        // Linked through "Link Binary With Libraries" only.
        "ClassicMac.xcodeproj/ClassicWidget -> ClassicMac.xcodeproj/ClassicKit (target)",
      ])
    let kit = result.modules.first { $0.name == "ClassicKit" }
    #expect(kit?.path == "ClassicKit/Networking")
    #expect(kit?.declaredAt?.file == "ClassicMac.xcodeproj/project.pbxproj")
    #expect(result.modules.first { $0.isExternal }?.sources == [])
  }

  @Test func aLocalProductTheResolverDoesNotKnowBecomesAnExternalNodeWithAWarning() {
    let result = XcodeWorkspaceLoader.load(root: Fixtures.url("Xcode/Classic"), packageProductResolver: .none)
    #expect(
      result.dependencies.contains {
        $0.to == ModuleID(container: "external:maccore", name: "MacCoreUI")
          && $0.kind == .product(package: "maccore", product: "MacCoreUI")
      })
    #expect(
      result.diagnostics.contains {
        $0.message.hasPrefix("target 'ClassicMac' links product 'MacCoreUI' of the local package at 'Packages/MacCore'")
      })
  }

  @Test func mapsSynchronizedFoldersAndProductsWithoutAPackage() {
    let result = XcodeWorkspaceLoader.load(
      root: Fixtures.url("Xcode/Synced"), packageProductResolver: Self.fixturePackages)
    #expect(
      edges(result.graph) == [
        "Notes.xcodeproj/Notes -> NotesKit/NotesKit (product noteskit/NotesKit)",
        "Notes.xcodeproj/NotesTests -> Notes.xcodeproj/Notes (target)",
        // TEST_TARGET_NAME names the app by its old name, kept as its productName.
        "Notes.xcodeproj/NotesUITests -> Notes.xcodeproj/Notes (target)",
        "Notes.xcodeproj/NotesWidget -> NotesKit/NotesKit (product noteskit/NotesKit)",
        "Notes.xcodeproj/NotesWidget -> external:unresolved/Ghost (product unresolved/Ghost)",
      ])
    let notes = result.modules.first { $0.name == "Notes" }
    #expect(notes?.path == "Notes")
    #expect(notes?.kind == .app)
    #expect(
      result.diagnostics.map(\.message).contains {
        $0.hasPrefix("target 'NotesWidget' links product 'Ghost' without naming its package")
      })
  }

  @Test func aWorkspaceBringsInItsProjectsAndReportsBrokenReferences() throws {
    let result = XcodeWorkspaceLoader.load(
      root: Fixtures.url("Xcode/Workspace"), packageProductResolver: Self.fixturePackages)
    let workspace = try #require(result.workspaces.first)
    #expect(workspace.path == "Suite.xcworkspace")
    #expect(
      workspace.fileReferences == [
        "App/App.xcodeproj", "Tools/Tools.xcodeproj", "Packages/Common", "Pods/Pods.xcodeproj",
        "Carthage/Checkouts/Kit/Kit.xcodeproj", "Retired/Retired.xcodeproj",
      ])
    // CocoaPods' and Carthage's projects stay out even though the workspace names them, present or not.
    #expect(result.projects.map(\.path) == ["App/App.xcodeproj", "Tools/Tools.xcodeproj"])
    #expect(
      edges(result.graph) == [
        "App.xcodeproj/App -> Common/Common (product common/Common)",
        "App.xcodeproj/App -> Tools.xcodeproj/Formatter (target)",
      ])
    #expect(
      result.diagnostics == [
        Diagnostic(
          .warning, "the local package at Packages/Moved has no Package.swift",
          at: Location(file: "App/App.xcodeproj/project.pbxproj", line: 63)),
        Diagnostic(
          .warning, "the workspace refers to Retired/Retired.xcodeproj, which does not exist",
          at: Location(file: "Suite.xcworkspace/contents.xcworkspacedata"), leavesGraphPartial: true,
          cause: "under Retired"),
      ])
  }

  @Test func aWorkspaceDocumentResolvesEveryLocationKind() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
        <FileRef location = "self:"></FileRef>
        <Group location = "group:Nested" name = "Nested">
          <Group location = "group:Deeper" name = "Deeper">
            <FileRef location = "group:Inner.xcodeproj"></FileRef>
          </Group>
          <FileRef location = "container:Beside/Beside.xcodeproj"></FileRef>
        </Group>
        <FileRef location = "absolute:/analysed/root/Abs/Abs.xcodeproj"></FileRef>
        <FileRef location = "absolute:/elsewhere/Far.xcodeproj"></FileRef>
      </Workspace>
      """
    let document = try XcodeWorkspaceDocument.parse(
      data: Data(xml.utf8), workspacePath: "Apps/App.xcodeproj/project.xcworkspace"
    ) { XcodePath.relative(absolute: $0, root: URL(fileURLWithPath: "/analysed/root")) }
    #expect(
      document.fileReferences == [
        "Apps/App.xcodeproj", "Apps/App.xcodeproj/Nested/Deeper/Inner.xcodeproj",
        "Apps/App.xcodeproj/Beside/Beside.xcodeproj",
        "Abs/Abs.xcodeproj", "/elsewhere/Far.xcodeproj",
      ])
  }

  @Test func malformedWorkspaceXMLIsAnErrorWithALine() throws {
    let xml = "<Workspace>\n<FileRef location=\"group:A\">\n</Workspace>"
    let error = try #require(throws: XcodeWorkspaceDocument.ReadError.self) {
      try XcodeWorkspaceDocument.parse(data: Data(xml.utf8), workspacePath: "W.xcworkspace") { $0 }
    }
    guard case .malformed(let reason, let line) = error else {
      Issue.record("expected a malformed error")
      return
    }
    #expect(reason == "a closing tag does not match its opening tag")
    #expect(line == 3)
  }

  /// Analysing one project's folder of a workspace: a local package up the tree (`../Packages/Common`) is outside the
  /// analysed folder, which is a note about the invocation, not a warning about the project.
  @Test func aPackageOutsideTheAnalysedFolderIsANoteNotAWarning() {
    let result = XcodeWorkspaceLoader.load(root: Fixtures.url("Xcode/Workspace/App"))
    let common = result.diagnostics.filter { $0.message.contains("'../Packages/Common'") }
    #expect(common.map(\.severity) == [.note])
    #expect(common.first?.message.contains("outside the analysed folder") == true)
    #expect(result.dependencies.contains { $0.to == ModuleID(container: "external:common", name: "Common") })
  }

  @Test func oneBrokenProjectDoesNotStopTheOthers() {
    let result = XcodeWorkspaceLoader.load(root: Fixtures.url("Xcode"), packageProductResolver: Self.fixturePackages)
    #expect(
      result.projects.map(\.path) == [
        "BuiltTwice/Reader.xcodeproj", "Classic/ClassicMac.xcodeproj",
        "CocoaPods/Development Pods/Session/Session.xcodeproj", "CocoaPods/Reader.xcodeproj",
        "Configurations/Ledger.xcodeproj",
        "ExtensionHost/Host.xcodeproj", "GroupedCauses/Shelf.xcodeproj",
        "HostModuleName/Vault/Vault.xcodeproj", "HostedTestBinary/Ledger.xcodeproj",
        "HostedTestBinary/Shop.xcodeproj", "IgnoredInclude/App.xcodeproj",
        "LinkedPackage/xcode/App.xcodeproj", "LoginItem/Main.xcodeproj", "MovedSource/Ledger.xcodeproj",
        "PathCase/Case.xcodeproj", "PodModule/App/Reader.xcodeproj",
        "PodModule/Vendor/Ledger.swift/Ledger.xcodeproj", "PrebuiltBinary/Ledger.xcodeproj", "PrebuiltBinary/Shop.xcodeproj",
        "RealWorld/App/App.xcodeproj", "RealWorld/Networking/Networking.xcodeproj",
        "RenamedTarget/App.xcodeproj", "RenamedTarget/Lib.xcodeproj", "RootPackage/App/Shop.xcodeproj",
        "SiblingEditors/Viewer.xcodeproj", "StaleLink/App/App.xcodeproj", "StaleLink/Kit/Kit.xcodeproj", "StaleProduct/App.xcodeproj",
        "Synced/Notes.xcodeproj", "SyncedPackages/Shelf.xcodeproj", "UnresolvedProduct/Lab.xcodeproj",
        "Workspace/App/App.xcodeproj",
        "Workspace/Tools/Tools.xcodeproj", "WorkspaceCase/Tools/Tools.xcodeproj", "WorkspaceImports/Kit/Kit.xcodeproj",
        "WorkspaceImports/Pump/Pump.xcodeproj",
      ])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map(\.location?.file) == [
        "Broken/Broken.xcodeproj/project.pbxproj", "Broken/Empty.xcodeproj/project.pbxproj",
      ])
    // Paths are relative to the root the loader was given.
    #expect(result.modules.first { $0.name == "ClassicKit" }?.sources == ["Classic/ClassicKit/Networking/Client.swift"])
    #expect(
      result.dependencies.contains {
        $0.from.name == "ClassicMac" && $0.to == ModuleID(container: "external:maccore", name: "MacCoreUI")
      })
  }

  @Test func aProjectInsideThePackageItUsesResolvesTheRootPackage() {
    let root = Fixtures.url("Xcode/RootPackage")
    let resolved = XcodeWorkspaceLoader.load(root: root, packageProductResolver: Self.fixturePackages)
    #expect(resolved.projects.first?.localPackagePaths == [""])
    #expect(
      edges(resolved.graph) == ["Shop.xcodeproj/Shop -> RootPackage/ShopFeature (product rootpackage/ShopFeature)"])
    #expect(resolved.diagnostics.isEmpty)
    // When the SwiftPM side does not know the product, nothing says which package has it.
    let unresolved = XcodeWorkspaceLoader.load(root: root, packageProductResolver: .none)
    #expect(
      edges(unresolved.graph) == [
        "Shop.xcodeproj/Shop -> external:unresolved/ShopFeature (product unresolved/ShopFeature)"
      ])
    #expect(unresolved.diagnostics.map(\.location) == [Location(file: "App/Shop.xcodeproj/project.pbxproj", line: 36)])
  }

  @Test func twoProjectsWithTheSameFileNameGetDistinctContainers() {
    let first = XcodeProject(
      fileName: "App.xcodeproj", path: "A/App.xcodeproj", sourceRoot: "A",
      targets: [XcodeTarget(name: "App", productType: "com.apple.product-type.application")], localPackagePaths: [])
    var second = first
    second.path = "B/App.xcodeproj"
    let part = XcodeGraphMapper().map([second, first])
    #expect(part.modules.map(\.id.description).sorted() == ["App.xcodeproj/App", "B/App.xcodeproj/App"])
  }

  @Test func productTypesMapToModuleKinds() {
    let kinds: [String: Module.Kind] = [
      "com.apple.product-type.application": .app,
      "com.apple.product-type.application.on-demand-install-capable": .app,
      "com.apple.product-type.framework": .framework,
      "com.apple.product-type.library.static": .staticLibrary,
      "com.apple.product-type.bundle.unit-test": .unitTest,
      "com.apple.product-type.bundle.ui-testing": .uiTest,
      "com.apple.product-type.app-extension": .appExtension,
      "com.apple.product-type.extensionkit-extension": .appExtension,
      "com.apple.product-type.application.watchapp2": .watchApp,
      "com.apple.product-type.watchkit2-extension": .watchApp,
      "com.apple.product-type.widgetkit-extension": .widget,
      "com.apple.product-type.tool": .tool,
      "com.apple.product-type.bundle": .bundle,
    ]
    for (type, kind) in kinds { #expect(XcodeProductType.kind(of: type) == kind, "\(type)") }
    #expect(
      XcodeProductType.kind(of: "com.apple.product-type.app-extension", extensionPoint: "com.apple.widgetkit-extension")
        == .widget)
  }

  @Test func packageIdentityFollowsSwiftPM() {
    #expect(
      XcodePackageReference.identity(of: "https://github.com/Example/Swift-Collections.git") == "swift-collections")
    #expect(XcodePackageReference.identity(of: "git@github.com:example/Nuke.git") == "nuke")
    #expect(XcodePackageReference.identity(of: "https://example.com/kit/") == "kit")
    #expect(XcodePackageReference.identity(of: "Packages/NotesKit") == "noteskit")
  }

  @Test func pathsNormalise() {
    #expect(XcodePath.join("App", "../Packages/Common") == "Packages/Common")
    #expect(XcodePath.join("", "./a//b/") == "a/b")
    #expect(XcodePath.join("", "../Outside") == "../Outside")
    #expect(XcodePath.commonFolder(["A/B/x.swift", "A/C/y.swift"]) == "A")
    #expect(XcodePath.commonFolder(["x.swift", "A/y.swift"]) == "")
  }
}

/// A project whose targets depend on targets of a project that is not there (a git submodule not checked out):
/// one warning for the missing project, not one per edge.
@Suite struct UnloadedProjectTests {
  @Test func dependenciesOnAMissingProjectAreOneWarningAndExternalNodes() {
    let app = XcodeTarget(
      name: "App", productType: "com.apple.product-type.application",
      dependencies: [
        XcodeTargetDependency(targetName: "SDK", projectFileName: "SDK.xcodeproj", line: 12),
        XcodeTargetDependency(targetName: "SDKUI", projectFileName: "SDK.xcodeproj", line: 14),
        XcodeTargetDependency(targetName: "Missing", line: 16),
      ], line: 10)
    let tests = XcodeTarget(
      name: "AppTests", productType: "com.apple.product-type.bundle.unit-test",
      dependencies: [XcodeTargetDependency(targetName: "SDK", projectFileName: "SDK.xcodeproj", line: 30)], line: 28)
    let project = XcodeProject(fileName: "App.xcodeproj", path: "App.xcodeproj", sourceRoot: "", targets: [app, tests])
    let part = XcodeGraphMapper().map([project])
    // The edges go to external nodes, so that `import SDK` in the app is still declared.
    #expect(
      part.dependencies.map { "\($0.from) -> \($0.to)" }.sorted() == [
        "App.xcodeproj/App -> external:SDK.xcodeproj/SDK", "App.xcodeproj/App -> external:SDK.xcodeproj/SDKUI",
        "App.xcodeproj/AppTests -> external:SDK.xcodeproj/SDK",
      ])
    #expect(
      part.diagnostics.map(\.description).sorted() == [
        "App.xcodeproj/project.pbxproj:12: warning: 3 target dependencies on 'SDK', 'SDKUI' of SDK.xcodeproj go to an "
          + "external node named as the link recorded it: that project is not in the analysed folder (a git "
          + "submodule not checked out?)",
        "App.xcodeproj/project.pbxproj:16: warning: target 'App' depends on target 'Missing'; the edge is left out",
      ])
  }
}

/// Links into another project are followed by the object id they record (`remoteGlobalIDString`), as Xcode follows
/// them, not by the name recorded beside it (`remoteInfo`), which is the target's name when the link was made.
@Suite struct StaleLinkTests {
  @Test func aLinkIntoAnotherProjectFollowsItsObjectIDNotItsRecordedName() throws {
    let result = XcodeWorkspaceLoader.load(root: Fixtures.url("Xcode/StaleLink"))
    let app = try #require(result.projects.first { $0.fileName == "App.xcodeproj" }?.target(named: "App"))
    // What the project records: the old names, with the ids beside them.
    #expect(app.dependencies.map { "\($0.targetName) \($0.remoteID ?? "-") \($0.projectPath ?? "-")" } == [
      "Kit-iOS B500000000000000000000A1 Kit/Kit.xcodeproj", "KitUI B500000000000000000000FF Kit/Kit.xcodeproj",
    ])
    #expect(
      result.graph.dependencies.map { "\($0.from) -> \($0.to)" } == [
        "App.xcodeproj/App -> Kit.xcodeproj/Kit", "App.xcodeproj/App -> Kit.xcodeproj/KitUI",
        "App.xcodeproj/MacApp -> Kit.xcodeproj/Kit", "App.xcodeproj/MacApp -> Kit.xcodeproj/KitUI",
        "Kit.xcodeproj/KitUI -> Kit.xcodeproj/Kit",
      ])
    // The one link whose object is gone is followed by its name, and that is said; the stale names are not problems.
    #expect(
      result.diagnostics.map(\.description) == [
        "App/App.xcodeproj/project.pbxproj:45: note: target 'App' depends on object B500000000000000000000FF of "
          + "Kit.xcodeproj, which that project does not have; plumb follows the name the link recorded, 'KitUI'"
      ])
  }

  @Test func aLinkWhoseObjectAndNameAreBothGoneIsAWarning() {
    var app = XcodeTarget(name: "App", productType: "com.apple.product-type.application", line: 3)
    var stale = XcodeTargetDependency(targetName: "Kit-iOS", projectFileName: "Kit.xcodeproj", line: 7)
    stale.remoteID = "B500000000000000000000FF"
    app.dependencies = [stale]
    var kit = XcodeTarget(name: "Kit", productType: "com.apple.product-type.framework", line: 5)
    kit.objectID = "B500000000000000000000A1"
    let part = XcodeGraphMapper().map([
      XcodeProject(fileName: "App.xcodeproj", path: "App.xcodeproj", sourceRoot: "", targets: [app]),
      XcodeProject(fileName: "Kit.xcodeproj", path: "Kit/Kit.xcodeproj", sourceRoot: "Kit", targets: [kit]),
    ])
    #expect(part.dependencies.isEmpty)
    #expect(
      part.diagnostics.map(\.description) == [
        "App.xcodeproj/project.pbxproj:7: warning: target 'App' depends on target 'Kit-iOS' of Kit.xcodeproj, which "
          + "has no target of id B500000000000000000000FF nor of that name; the edge is left out"
      ])
  }
}
