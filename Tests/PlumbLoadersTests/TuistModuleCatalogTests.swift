import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// One `Project.swift` listing its modules as specs of a helper struct, turned into pairs of targets by a helper:
/// `(Target, Target?)` tuples flattened with `[$0.0, $0.1].compactMap { $0 }`, a product read as
/// `spec.product ?? defaultProduct()` where the default reads `Environment` in an `if case let`, a spec's kind an
/// enum with defaulted associated values matched by `if case .featureInterface = kind` and `case .core:` patterns,
/// external dependencies filtered out by a `switch $0 { case .external: ... }`, configuration names declared in an
/// extension of `ProjectDescription.ConfigurationName` switched over, with `where` clauses.
@Suite struct TuistModuleCatalogTests {
  static let root = Fixtures.url("Generators/TuistModuleCatalog")

  private func read() -> ProjectSpecReading {
    TuistSpecs.read(root: Self.root, tree: FileTree(root: Self.root.path))
  }

  private func targets(in reading: ProjectSpecReading) -> [String] {
    let found = reading.projects.first { $0.fileName == "Orchard.xcodeproj" }
    return (found?.targets ?? []).map { target in
      let dependencies = target.dependencies.map(\.targetName) + target.packageProducts.map { "@\($0.productName)" }
      return "\(target.name) (\(target.productType.split(separator: ".").last ?? "")) "
        + "[\(dependencies.joined(separator: ", "))]"
    }
  }

  @Test func everyModuleAndItsTestsAreRead() throws {
    let reading = read()
    #expect(
      targets(in: reading) == [
        "Orchard (application) [Harvest, HarvestInterface, Ledger, Gauges, @Tally]",
        "OrchardTests (unit-test) [Orchard]",
        "Harvest (framework) [HarvestInterface, Ledger, Gauges, @Tally]",
        "HarvestTests (unit-test) [Harvest, HarvestInterface, Ledger, Gauges, @TallyTesting]",
        "HarvestInterface (framework) []",
        "Ledger (framework) [Gauges]",
        "LedgerTests (unit-test) [Ledger, Gauges]",
        "Gauges (static) []",
        "GaugesTests (unit-test) [Gauges]",
      ])
  }

  /// A spec's own product wins over the default (`spec.product ?? defaultProduct()`).
  @Test func aSpecsOwnProductIsKept() throws {
    let reading = read()
    let gauges = reading.projects.flatMap(\.targets).first { $0.name == "Gauges" }
    #expect(gauges?.productType == "com.apple.product-type.library.static")
  }

  /// What is still an assumption is said, and only that: the environment variable the default product reads.
  @Test func onlyTheEnvironmentIsAnAssumption() throws {
    let reading = read()
    #expect(
      reading.diagnostics.filter { $0.severity >= .warning }.map(\.message) == [
        #"reads the environment variable "TUIST_ORCHARD_LINKING"; assumed unset"#
      ])
  }

  @Test func theWholeLoadHasEveryEdge() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    let edges = workspace.graph.dependencies.filter(\.isDeclared).map { "\($0.from) -> \($0.to)" }
    #expect(edges.contains("Orchard.xcodeproj/HarvestTests -> Orchard.xcodeproj/Harvest"), "\(edges.sorted())")
    #expect(edges.contains("Orchard.xcodeproj/Orchard -> Orchard.xcodeproj/Ledger"))
    #expect(edges.contains("Orchard.xcodeproj/Ledger -> Orchard.xcodeproj/Gauges"))
  }
}
