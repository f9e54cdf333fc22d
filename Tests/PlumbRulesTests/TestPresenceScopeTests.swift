import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Modules test-presence leaves out as having nothing to test or as code beside the product: a dependency client's
/// interface module, a local package's test kit vended as a library, and the client program of a macro package.
@Suite struct TestPresenceScopeTests {
  func untested(in root: URL) throws -> [String] {
    let report = try Pipeline(root: root).run()
    return report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted()
  }

  /// Before: `ClockClientInterface`, whose closures' defaults are constants, was asked for tests too.
  @Test func anInterfaceOfNoOpClosureDefaultsHasNothingToTest() throws {
    let root = Fixtures.url("Rules/ClientInterfaces")
    #expect(
      try untested(in: root) == [
        "module 'ClockClient' has no test target that depends on it",
        "module 'ShareClient' has no test target that depends on it",
      ])
    let scanned = try Pipeline(root: root).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    let interface = try #require(scanned.graph.modules.first { $0.name == "ClockClientInterface" })
    #expect(facts.modules[interface.id]?.typeChecking.untypedClosures == 4)
    #expect(facts.modules[interface.id]?.typeChecking.constantClosures == 4)
    let live = try #require(scanned.graph.modules.first { $0.name == "ClockClient" })
    #expect(facts.modules[live.id]?.typeChecking.constantClosures == 2)
  }

  /// Before: `ShareClientInterface`, a client's protocol, its type with an `init` that assigns the adapter, and the
  /// test value's stub whose methods return constants, was asked for tests: the protocol made the `init` count, and
  /// the stub's methods were functions with a body. Its live module `ShareClient` is still asked.
  @Test func anInterfaceOfAProtocolAndItsNoOpStubHasNothingToTest() throws {
    let root = Fixtures.url("Rules/ClientInterfaces")
    #expect(!(try untested(in: root)).contains("module 'ShareClientInterface' has no test target that depends on it"))
    let scanned = try Pipeline(root: root).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    let interface = try #require(scanned.graph.modules.first { $0.name == "ShareClientInterface" })
    let interfaceFacts = try #require(facts.modules[interface.id])
    #expect(interfaceFacts.functions == 5)
    #expect(interfaceFacts.constantFunctions == 4)
    #expect(interfaceFacts.assigningInitializers == 1)
    #expect(interfaceFacts.hasNothingToTest)
    let live = try #require(scanned.graph.modules.first { $0.name == "ShareClient" })
    #expect(facts.modules[live.id]?.constantFunctions == 0)
    #expect(facts.modules[live.id]?.hasNothingToTest == false)
  }

  /// Before: `StyleQueries`, whose functions and getters only return the URLs and paths of the files its bundle
  /// holds (through its file's lookup of `Bundle.module`), was asked for tests. `StyleSheets`, which decodes its
  /// bundled file and builds a default sheet, is still asked.
  @Test func aModuleThatOnlyHandsOutItsBundledFilesHasNothingToTest() throws {
    let root = Fixtures.url("Rules/BundledResources")
    #expect(try untested(in: root) == ["module 'StyleSheets' has no test target that depends on it"])
    let scanned = try Pipeline(root: root).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    let queries = try #require(scanned.graph.modules.first { $0.name == "StyleQueries" })
    #expect(facts.modules[queries.id]?.functions == 4)
    #expect(facts.modules[queries.id]?.bundleResourceFunctions == 4)
    let sheets = try #require(scanned.graph.modules.first { $0.name == "StyleSheets" })
    #expect(facts.modules[sheets.id]?.bundleResourceFunctions == 1)
    #expect(facts.modules[sheets.id]?.hasNothingToTest == false)
  }

  /// Before: `OrdersTestKit` was asked for tests, as a product of its package. `ReplayTesting`, named for no module
  /// of the package, is still asked.
  @Test func aLocalPackagesTestKitIsTestSupport() throws {
    let root = Fixtures.url("Rules/LocalTestKit")
    #expect(try untested(in: root) == ["module 'ReplayTesting' has no test target that depends on it"])
    let graph = try Pipeline(root: root).load().graph
    let kit = try #require(graph.modules.first { $0.name == "OrdersTestKit" })
    #expect(graph.isTestSupport(kit))
    let replay = try #require(graph.modules.first { $0.name == "ReplayTesting" })
    #expect(!graph.isTestSupport(replay))
  }

  /// Before: `Payments` counted as tested, because `CheckoutTests` depends on `PaymentsTestKit`, the test kit of
  /// `Payments` its package vends, and the kit imports `Payments` to make its doubles.
  @Test func aTestKitsDoublesDoNotTestItsSibling() throws {
    let root = Fixtures.url("Rules/TestKitUsers")
    #expect(try untested(in: root) == ["module 'Payments' has no test target that depends on it"])
    let graph = try Pipeline(root: root).load().graph
    let kit = try #require(graph.modules.first { $0.name == "PaymentsTestKit" })
    #expect(graph.isTestSupport(kit))
    #expect(!graph.isSharedTestCode(kit))
    let payments = try #require(graph.modules.first { $0.name == "Payments" })
    #expect(!graph.isExample(payments))
  }

  /// Before: `StampClient`, the template's client that prints an expansion, was asked for tests.
  @Test func theClientOfAMacroPackageIsADemo() throws {
    let root = Fixtures.url("Rules/MacroClient")
    #expect(try untested(in: root) == ["module 'Stamp' has no test target that depends on it"])
    let graph = try Pipeline(root: root).load().graph
    let client = try #require(graph.modules.first { $0.name == "StampClient" })
    #expect(graph.isMacroClient(client))
    let library = try #require(graph.modules.first { $0.name == "Stamp" })
    #expect(!graph.isExample(library))
  }
}
