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

  /// What the compiler defines, per target: `SWIFT_PACKAGE` for SwiftPM only, the platforms' architectures,
  /// environments and SDK modules, and compilers no older than today's.
  @Test func conditionsTheCompilerDefines() {
    let xcode = BuildCondition(definedFlags: nil, platforms: ["iOS"], isSwiftPackage: false)
    let package = BuildCondition(definedFlags: ["DEBUG", "SWIFT_PACKAGE"], platforms: [], isSwiftPackage: true)
    #expect(xcode.evaluate("SWIFT_PACKAGE") == false)
    #expect(xcode.evaluate("!SWIFT_PACKAGE") == true)
    #expect(package.evaluate("SWIFT_PACKAGE") == true)
    #expect(xcode.evaluate("BETA") == nil)  // its configuration files are unknown
    #expect(xcode.evaluate("arch(arm64)") == nil)
    #expect(xcode.evaluate("arch(wasm32)") == false)
    #expect(package.evaluate("arch(wasm32)") == nil)
    #expect(xcode.evaluate("targetEnvironment(simulator)") == nil)
    #expect(xcode.evaluate("targetEnvironment(macCatalyst)") == nil)
    let mac = BuildCondition(definedFlags: [], platforms: ["macOS"], isSwiftPackage: false)
    #expect(mac.evaluate("targetEnvironment(simulator)") == false)
    #expect(mac.evaluate("targetEnvironment(macCatalyst)") == false)
    #expect(mac.evaluate("canImport(UIKit)") == false)
    #expect(mac.evaluate("canImport(AppKit)") == nil)
    #expect(xcode.evaluate("canImport(AppKit)") == false)
    #expect(xcode.evaluate("canImport(Glibc)") == false)
    #expect(xcode.evaluate("canImport(Nuke)") == nil)
    #expect(package.evaluate("canImport(Glibc)") == nil)
    #expect(xcode.evaluate("compiler(<5.9)") == false)
    #expect(xcode.evaluate("compiler(>=6.0)") == true)
    #expect(xcode.evaluate("compiler(>=6.2)") == nil)
    #expect(xcode.evaluate("swift(<5)") == false)
    #expect(xcode.evaluate("swift(<6)") == nil)
    #expect(xcode.evaluate("hasFeature(StrictConcurrency)") == nil)
  }

  /// A condition counts when it holds in some configuration: `!DEBUG` code is compiled in Release.
  @Test func eachConfigurationIsAskedAlone() {
    let app = BuildCondition(
      definedFlags: ["DEBUG", "STAGING"], platforms: ["iOS"], configurations: [["DEBUG", "STAGING"], []],
      isSwiftPackage: false)
    #expect(app.mayHold("!DEBUG"))
    #expect(app.mayHold("DEBUG && STAGING"))
    #expect(!app.mayHold("STAGING && !DEBUG"))
    #expect(!app.mayHold("BETA"))
    #expect(!iOSApp.mayHold("!DEBUG"))  // one set of flags for every configuration: as before
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
