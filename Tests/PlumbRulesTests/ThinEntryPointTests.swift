import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// An app or executable whose own code is only an entry point, handing over to tested code, needs no test target of
/// its own (AeroSpace's `AeroSpaceApp` over the tested `AppBundle`; swift-syntax's host app of its Xcode source editor
/// extension). One with logic of its own, or over untested code, is still asked.
@Suite struct ThinEntryPointTests {
  func testPresence(in fixture: String) throws -> [String] {
    let report = try Pipeline(root: Fixtures.url(fixture)).run()
    return report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted()
  }

  /// Before: `Launcher` was asked for tests too.
  @Test func anEntryPointOverTestedCodeIsNotAskedForTests() throws {
    #expect(
      try testPresence(in: "Rules/ThinEntryPoint") == [
        "module 'Drawing' has no test target that depends on it",
        "module 'Server' has no test target that depends on it",
        "module 'Sketch' has no test target that depends on it",
      ])
  }

  @Test func theFactsSayWhatIsOnlyAnEntryPoint() throws {
    let root = Fixtures.url("Rules/ThinEntryPoint")
    let scanned = try Pipeline(root: root).loadAndScan()
    func facts(_ name: String) throws -> SourceFacts.ModuleFacts {
      let module = try #require(scanned.graph.modules.first { $0.name == name })
      return try #require(scanned.sourceFacts?.modules[module.id])
    }
    #expect(try facts("Launcher").isOnlyEntryPoint)
    #expect(try facts("Sketch").isOnlyEntryPoint)
    // `main.swift` is an entry point, but its function has a branch: logic of its own.
    #expect(try facts("Server").hasEntryPoint)
    #expect(try !facts("Server").isOnlyEntryPoint)
    #expect(try !facts("AppCore").hasEntryPoint)
  }

  /// An app whose `@main` type configures its services and puts a tested module's root on screen, with two branches
  /// (`if !isPreviewing`, an `if let`), is a composition root: before, `Storefront` was asked for tests. `Kiosk`, which
  /// decides in a loop of its own, is still asked.
  @Test func aCompositionRootOverTestedCodeIsNotAskedForTests() throws {
    #expect(try testPresence(in: "Rules/CompositionRoot") == ["module 'Kiosk' has no test target that depends on it"])
    let root = Fixtures.url("Rules/CompositionRoot")
    let scanned = try Pipeline(root: root).loadAndScan()
    func facts(_ name: String) throws -> SourceFacts.ModuleFacts {
      let module = try #require(scanned.graph.modules.first { $0.name == name })
      return try #require(scanned.sourceFacts?.modules[module.id])
    }
    #expect(try !facts("Storefront").isOnlyEntryPoint)
    #expect(try facts("Storefront").isCompositionRoot)
    #expect(try !facts("Kiosk").isCompositionRoot)
  }

  /// The host app of an Xcode source editor extension (`com.apple.product-type.xcode-extension`, an app extension)
  /// only shows a line of text: before, it was asked for tests.
  @Test func theHostOfAnExtensionIsNotAskedForTests() throws {
    #expect(try testPresence(in: "Xcode/ExtensionHost") == [])
    let workspace = try Pipeline(root: Fixtures.url("Xcode/ExtensionHost")).load()
    #expect(workspace.graph.modules.first { $0.name == "Refactor" }?.kind == .appExtension)
  }
}
