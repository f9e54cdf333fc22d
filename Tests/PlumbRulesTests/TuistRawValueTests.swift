import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// GSM-MSG/SMS-iOS names its modules with a method of a nested raw-value enum, `"\(self.rawValue)\(type.rawValue)"`
/// with a parameter named `type` whose argument is a case of another raw-value enum (`.sources`, raw value ""), and
/// picks its environment with `GenerateEnvironment(rawValue: text) ?? .dev`. Its helpers also declare a
/// `SourceFilesList.sources` and a `case interface` without raw value, which the argument was taken for: every
/// dependency written with those constants was lost (149 entries) and a comparison of the environment not made.
@Suite struct TuistRawValueTests {
  static let root = Fixtures.url("Generators/TuistRawValueNames")

  @Test func namesMadeFromRawValuesAreReadAsSwiftMakesThem() throws {
    let report = try Pipeline(root: Self.root).run()
    let shop = report.graph.dependencies.filter { $0.from.name == "Shop" && $0.isDeclared }.map(\.to.name).sorted()
    #expect(shop == ["Cart", "CartAPI"])
    #expect(report.graph.dependencies.filter { $0.from.name == "Cart" }.map(\.to.name) == ["CartAPI"])
    // Only the environment variable, assumed unset, is said: the comparison of its case is made.
    let said = report.diagnostics.filter { $0.location?.file.hasPrefix("Tuist/") == true }.map(\.message)
    #expect(said.count == 1, "\(said)")
    #expect(said.allSatisfy { $0.contains("SHOP_BACKEND") && $0.contains("assumed unset") }, "\(said)")
  }
}
