import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// `plumb why`, the dependency matrix and cycle advice over the real pipeline: the graph-rules violation sample
/// (layers, an undeclared import, an unused declaration), the cycle sample, and a generated workspace with a cycle
/// across packages.
@Suite struct DependencyAnalysisTests {
  static let graphRules = Result { try scan("Violations/graph-rules") }
  static let cycles = Result { try scan("Violations/cycle-and-untested") }

  static func scan(_ sample: String) throws -> (Pipeline, ScannedWorkspace) {
    let pipeline = try Pipeline(root: Fixtures.sample(sample))
    return (pipeline, try pipeline.loadAndScan())
  }

  static func id(_ name: String, in scanned: ScannedWorkspace) throws -> ModuleID {
    try ModuleLookup.find(name, in: scanned.graph, includingExternal: true)
  }

  @Test func whyFollowsTheShortestPathAndShowsWhatMakesEachEdge() throws {
    let (pipeline, scanned) = try Self.graphRules.get()
    let search = try Self.id("Search", in: scanned)
    let core = try Self.id("Core", in: scanned)
    let networking = try Self.id("Networking", in: scanned)
    let why = pipeline.explain(from: search, to: networking, in: scanned)
    #expect(why.paths == [[search, core, networking]])
    #expect(why.total == 1 && why.isComplete && why.cycle == nil)
    let first = try #require(why.edges.first)
    #expect(first.declaration?.location == Location(file: "Package.swift", line: 24, column: 44))
    #expect(first.declaration?.kind == "target")
    #expect(first.imports.map(\.location) == [Location(file: "Sources/Search/SearchViewModel.swift", line: 2, column: 1)])
    // `private var listings: [Listing] = []` on line 12 of SearchViewModel.swift, inside the class declared on line 9.
    #expect(first.typeReferences.map(\.to) == ["Listing"])
    #expect(first.typeReferences.map(\.location) == [Location(file: "Sources/Search/SearchViewModel.swift", line: 12)])
    #expect(first.typeReferences.first?.kinds == [.storedProperty])
    #expect(first.typeReferences.first?.targetKind == .struct)
    #expect(why.edges.map(\.to) == [core, networking])
  }

  @Test func noPathSaysWhichWayTheDependencyGoes() throws {
    let (pipeline, scanned) = try Self.graphRules.get()
    let core = try Self.id("Core", in: scanned)
    let search = try Self.id("Search", in: scanned)
    let why = pipeline.explain(from: core, to: search, in: scanned)
    #expect(!why.dependsOn && why.paths.isEmpty && why.edges.isEmpty)
    #expect(why.reversePath == [search, core])
  }

  @Test func allPathsListsLongerOnesAfterTheShortest() throws {
    let (pipeline, scanned) = try Self.graphRules.get()
    let search = try Self.id("Search", in: scanned)
    let analytics = try Self.id("Analytics", in: scanned)
    let shortest = pipeline.explain(from: search, to: analytics, in: scanned)
    let all = pipeline.explain(from: search, to: analytics, in: scanned, all: true, limit: 100)
    #expect(shortest.paths.allSatisfy { $0.count == 3 })
    #expect(all.paths.count > shortest.paths.count)
    #expect(Array(all.paths.prefix(shortest.paths.count)) == shortest.paths)
    #expect(zip(all.paths, all.paths.dropFirst()).allSatisfy { $0.count <= $1.count })
    #expect(all.paths.allSatisfy { Set($0).count == $0.count && $0.first == search && $0.last == analytics })
    #expect(all.isComplete)
    let cut = pipeline.explain(from: search, to: analytics, in: scanned, all: true, limit: 2)
    #expect(cut.paths.count == 2 && !cut.isComplete)
  }

  @Test func theMatrixFollowsTheLayersAndMarksTheOneDependencyUpwards() throws {
    let (pipeline, scanned) = try Self.graphRules.get()
    let production = Set(scanned.graph.modules.filter { !$0.isTest }.map(\.id))
    let (matrix, advice) = pipeline.dependencyMatrix(scanned, keeping: production)
    #expect(advice.isEmpty)
    #expect(matrix.ordering == .layers)
    #expect(
      matrix.groups.map(\.name) == ["Telemetry", "Infrastructure", "FeatureFlags", "DesignSystem", "Core", "Features"])
    #expect(matrix.modules.count == 10)
    let above = matrix.cells.filter(\.isAboveDiagonal)
    #expect(above.map { "\(matrix.modules[$0.row].name)>\(matrix.modules[$0.column].name)" } == ["Core>Favorites"])
    #expect(above.allSatisfy { !$0.isInCycle && !$0.isSuggestedCut })
    func cell(_ from: String, _ to: String) -> DependencyMatrix.Cell? {
      guard let r = matrix.modules.firstIndex(where: { $0.name == from }),
        let c = matrix.modules.firstIndex(where: { $0.name == to })
      else { return nil }
      return matrix.cell(row: r, column: c)
    }
    #expect(cell("Networking", "Analytics")?.isDeclared == false)
    #expect(cell("Networking", "Analytics")?.imports == 1)
    #expect(cell("Search", "Persistence")?.isDeclared == true)
    #expect(cell("Search", "Persistence")?.uses == 0)
    #expect(cell("Core", "Favorites")?.typeReferences == 1)
    #expect(cell("Analytics", "Core") == nil)
  }

  @Test func theCycleSampleGetsTheCheapestCutAndTheMatrixShowsOnlyIt() throws {
    let (pipeline, scanned) = try Self.cycles.get()
    let production = Set(scanned.graph.modules.filter { !$0.isTest }.map(\.id))
    let (matrix, advice) = pipeline.dependencyMatrix(scanned, keeping: production)
    #expect(advice.map { $0.modules.map(\.name) } == [["Analytics", "Networking", "Session"], ["Downloads", "Player"]])
    #expect(advice.allSatisfy { $0.method == .exact })
    // Networking → Analytics and Analytics → Session cost 2 each (an import and a stored property); Session →
    // Networking costs 3 (HTTPClient and HTTPRequest).
    #expect(advice[0].cuts.map { "\($0.from.name)>\($0.to.name)" } == ["Analytics>Session"])
    #expect(advice[0].totalCost == 2)
    #expect(advice[0].cuts[0].move == .invertWithProtocol)
    #expect(advice[0].cuts[0].explanation.contains("SessionStore"))
    #expect(advice[1].cuts.count == 1 && advice[1].totalCost == 2)
    #expect(matrix.ordering == .topological)
    let above = matrix.cells.filter(\.isAboveDiagonal)
    #expect(above.count == 2 && above.allSatisfy { $0.isSuggestedCut && $0.isInCycle })
    // Each cycle's rows are contiguous.
    #expect(matrix.cycles.allSatisfy { $0.last! - $0.first! == $0.count - 1 })
    // Why between two modules of one cycle carries its advice.
    let networking = try Self.id("Networking", in: scanned)
    let session = try Self.id("Session", in: scanned)
    let why = pipeline.explain(from: networking, to: session, in: scanned)
    #expect(why.cycle == advice[0])
  }

  @Test func theCheckNotesTheCutWithItsEvidence() throws {
    let (pipeline, scanned) = try Self.cycles.get()
    let findings = pipeline.check(scanned).findings.filter { $0.ruleID == "no-cycles" }
    #expect(findings.count == 2)
    let triangle = try #require(findings.first { $0.modules.count == 3 })
    #expect(triangle.message == "dependency cycle: Analytics → Session → Networking → Analytics")
    #expect(triangle.notes.count == 1)
    let note = triangle.notes[0]
    #expect(note.hasPrefix("cut Analytics → Session (1 import, 1 type reference): declare in Analytics a protocol"))
    #expect(note.contains("declared at Package.swift:15:47 (target)"))
    #expect(note.contains("imported at Sources/Analytics/AnalyticsTracker.swift:2:1"))
    #expect(note.contains("AnalyticsTracker → SessionStore (Sources/Analytics/AnalyticsTracker.swift:21)"))
  }

  @Test func aGeneratedWorkspaceWithACycleAcrossPackages() throws {
    let root = try GeneratedWorkspace.make(packages: 3, modulesPerPackage: 8)
    defer { try? FileManager.default.removeItem(at: root) }
    // P0M0 uses a view model of P1M3 without declaring it: P1M3 → P1M2 → P1M1 → P1M0 → P0M0 → P1M3 is a cycle.
    try "import P1M3\n\nfunc makeModel() -> P1M3ViewModel { P1M3ViewModel() }\nstruct Holder { let model: P1M3ViewModel }\n"
      .write(
        to: root.appendingPathComponent("Packages/Package0/Sources/P0M0/Back.swift"), atomically: true, encoding: .utf8)
    let pipeline = try Pipeline(root: root)
    let scanned = try pipeline.loadAndScan()
    let id = { (name: String) in try ModuleLookup.find(name, in: scanned.graph) }
    let why = pipeline.explain(from: try id("P2M7"), to: try id("P0M0"), in: scanned)
    #expect(why.dependsOn)
    #expect(why.paths.allSatisfy { $0.first?.name == "P2M7" && $0.last?.name == "P0M0" })
    #expect(why.paths.allSatisfy { $0.count == why.paths[0].count })
    #expect(why.cycle == nil)

    let back = pipeline.explain(from: try id("P0M0"), to: try id("P1M3"), in: scanned)
    #expect(back.paths.map { $0.map(\.name) } == [["P0M0", "P1M3"]])
    let edge = try #require(back.edges.first)
    #expect(edge.declaration == nil)
    #expect(edge.imports.map(\.location.description) == ["Packages/Package0/Sources/P0M0/Back.swift:1:1"])
    #expect(edge.typeReferences.map(\.location.line) == [4])
    let cycle = try #require(back.cycle)
    #expect(Set(cycle.modules.map(\.name)) == ["P0M0", "P1M0", "P1M1", "P1M2", "P1M3"])
    // The back edge costs 2 (its import, and Holder's stored property; the top-level function is not in the type
    // graph). P1M0 declares and imports P0M0 (the generator's product dependency) but names none of its types: cost 1,
    // the cheapest cut, and its imports may simply go.
    #expect(cycle.cuts.map { "\($0.from.name)>\($0.to.name)" } == ["P1M0>P0M0"])
    #expect(cycle.cuts.map(\.move) == [.removeImports])
    #expect(cycle.method == .exact && cycle.totalCost == 1)

    let (matrix, advice) = pipeline.dependencyMatrix(scanned)
    #expect(advice == [cycle])
    let position = Dictionary(uniqueKeysWithValues: matrix.modules.enumerated().map { ($1, $0) })
    // Every edge but the cut points to an earlier row.
    for dependency in scanned.graph.dependencies {
      guard let r = position[dependency.from], let c = position[dependency.to] else { continue }
      let isCut = dependency.from.name == "P1M0" && dependency.to.name == "P0M0"
      #expect((c > r) == isCut, "\(dependency.from) → \(dependency.to)")
    }
  }
}
