import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// Modules whose only code is initialisers that assign stored properties (issue 26, round nine; cakk-client's
/// `DIContainer`, a singleton with an empty `private init() { }`, and `CommonDomain`, enums and structs with their
/// memberwise `init`s). The `Rules/AssigningInitializers` fixture: two such modules beside `Pricing`, whose
/// initialiser multiplies, `Defaults`, whose initialiser interpolates a string, and `Orders`, a domain module whose
/// use-case protocol sits beside an entity (judged worth tests on cakk-client's `DomainCakeShop`).
@Suite struct AssigningInitializersTests {
  static let root = Fixtures.url("Rules/AssigningInitializers")

  /// Before: all five were asked for tests.
  @Test func initialisersThatOnlyAssignAreNothingToTest() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(
      report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted() == [
        "module 'Defaults' has no test target that depends on it",
        "module 'Orders' has no test target that depends on it",
        "module 'Pricing' has no test target that depends on it",
      ])
  }

  @Test func theModuleCountsItsAssigningInitializers() throws {
    let scanned = try Pipeline(root: Self.root).loadAndScan()
    let scannedFacts = try #require(scanned.sourceFacts)
    func facts(of name: String) throws -> SourceFacts.ModuleFacts {
      let module = try #require(scanned.graph.modules.first { $0.name == name })
      return try #require(scannedFacts.modules[module.id])
    }
    #expect(try facts(of: "CommonModels").functions == 2)
    #expect(try facts(of: "CommonModels").assigningInitializers == 2)
    #expect(try facts(of: "CommonModels").hasNothingToTest)
    #expect(try facts(of: "Container").hasNothingToTest)
    #expect(try facts(of: "Pricing").assigningInitializers == 0)
    #expect(try !facts(of: "Pricing").hasNothingToTest)
    #expect(try facts(of: "Orders").assigningInitializers == 1)
    #expect(try !facts(of: "Orders").hasNothingToTest)
  }
}
