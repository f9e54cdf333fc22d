import PlumbModel
import Testing

/// `#if` conditions against what a module's build defines: three answers, false only when it cannot hold.
@Suite struct BuildConditionTests {
  let iOSApp = BuildCondition(definedFlags: ["DEBUG", "STAGING"], platforms: ["iOS"])
  let unknown = BuildCondition(definedFlags: nil, platforms: [])

  @Test func flagsAndPlatforms() {
    #expect(iOSApp.evaluate("DEBUG") == true)
    #expect(iOSApp.evaluate("BETA") == false)
    #expect(iOSApp.evaluate("!BETA") == true)
    #expect(iOSApp.evaluate("os(iOS)") == true)
    #expect(iOSApp.evaluate("os(watchOS)") == false)
    #expect(iOSApp.evaluate("os(Linux)") == false)
    #expect(iOSApp.evaluate("DEBUG && os(watchOS)") == false)
    #expect(iOSApp.evaluate("BETA || os(iOS)") == true)
    #expect(iOSApp.evaluate("!(BETA || canImport(UIKit))") == nil)
    #expect(iOSApp.evaluate("canImport(UIKit)") == nil)
    #expect(iOSApp.evaluate("targetEnvironment(simulator) && BETA") == false)
    #expect(iOSApp.evaluate("swift(>=5.9)") == true)
    #expect(iOSApp.evaluate("compiler(>=5.9) && STAGING") == true)
  }

  @Test func unknownBuildsDecideNothing() {
    #expect(unknown.evaluate("BETA") == nil)
    #expect(unknown.evaluate("os(watchOS)") == nil)
    #expect(unknown.mayHold("BETA && os(watchOS)"))
    #expect(unknown.evaluate("false") == false)
  }

  @Test func malformedConditionsAreUnknown() {
    #expect(iOSApp.evaluate("DEBUG &&") == nil)
    #expect(iOSApp.evaluate("(DEBUG") == nil)
    #expect(iOSApp.mayHold("DEBUG & BETA"))
  }
}

/// Which module `import X` means when several modules build the Swift module X.
@Suite struct ModuleNameIndexTests {
  let graph: ModuleGraph = {
    let shared = { (name: String, platform: String) in
      Module(
        id: ModuleID(container: "App.xcodeproj", name: name), kind: .framework,
        build: BuildInfo(moduleName: "Shared", platforms: [platform]))
    }
    let app = { (name: String, platform: String) in
      Module(id: ModuleID(container: "App.xcodeproj", name: name), kind: .app, build: BuildInfo(platforms: [platform]))
    }
    return ModuleGraph(
      modules: [
        shared("Shared-iOS", "iOS"), shared("Shared-watchOS", "watchOS"), app("App", "iOS"), app("WatchApp", "watchOS"),
        app("Widget", "iOS"),
      ],
      dependencies: [
        Dependency(
          from: ModuleID(container: "App.xcodeproj", name: "App"), to: ModuleID(container: "App.xcodeproj", name: "Shared-iOS"),
          kind: .target)
      ])
  }()

  func resolve(_ name: String, from importer: String) -> String? {
    ModuleNameIndex(graph: graph).module(named: name, importedFrom: ModuleID(container: "App.xcodeproj", name: importer))?
      .name
  }

  @Test func theDeclaredOneThenTheOneOfTheImportersPlatform() {
    #expect(resolve("Shared", from: "App") == "Shared-iOS")
    #expect(resolve("Shared", from: "WatchApp") == "Shared-watchOS")
    #expect(resolve("Shared", from: "Widget") == "Shared-iOS")
  }

  @Test func aModuleImportingItsOwnNameImportsNoOtherBuildOfIt() {
    #expect(resolve("Shared", from: "Shared-iOS") == nil)
    #expect(resolve("Shared", from: "Shared-watchOS") == nil)
  }

  @Test func targetNamesAreNotModuleNames() {
    #expect(resolve("Shared-iOS", from: "App") == nil)
  }

  /// An app's folder named `SwiftUI/` that no target declares is no `import SwiftUI`; a declared `Network` target is
  /// what `import Network` finds, as the compiler would.
  @Test func onlyADeclaredModuleShadowsAnSDKModule() {
    let app = ModuleID(container: "App.xcodeproj", name: "App")
    let graph = ModuleGraph(modules: [
      Module(id: app, kind: .app),
      Module(id: ModuleID(container: "inferred", name: "SwiftUI"), kind: .inferred, path: "SwiftUI"),
      Module(id: ModuleID(container: "inferred", name: "Helpers"), kind: .inferred, path: "Helpers"),
      Module(id: ModuleID(container: "App.xcodeproj", name: "Network"), kind: .framework),
    ])
    let names = ModuleNameIndex(graph: graph)
    #expect(names.module(named: "SwiftUI", importedFrom: app) == nil)
    #expect(names.module(named: "Helpers", importedFrom: app)?.name == "Helpers")
    #expect(names.module(named: "Network", importedFrom: app)?.name == "Network")
  }
}
