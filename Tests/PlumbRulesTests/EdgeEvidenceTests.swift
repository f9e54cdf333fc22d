import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// What makes each edge, over the real pipeline on the graph-rules violation sample, whose README lists the line
/// that declares and the line that imports each broken dependency.
@Suite struct EdgeEvidenceTests {
  static let scanned = Result { () throws -> (DependencyEvidence, ModuleGraph) in
    let pipeline = try Pipeline(root: Fixtures.sample("Violations/graph-rules"))
    let scanned = try pipeline.loadAndScan()
    return (pipeline.locatingUses(pipeline.evidence(scanned, graph: scanned.graph)) { _ in true }, scanned.graph)
  }

  static func edge(_ from: String, _ to: String) throws -> EdgeEvidence {
    let (evidence, graph) = try scanned.get()
    let a = try #require(graph.modules.first { $0.name == from }?.id)
    let b = try #require(graph.modules.first { $0.name == to }?.id)
    return try #require(evidence[a, b])
  }

  @Test func aDeclaredEdgeHasItsLineItsImportsAndTheTypesItNames() throws {
    let edge = try Self.edge("Search", "Core")
    #expect(edge.declaration == .init(kind: "target", location: Location(file: "Package.swift", line: 24, column: 44)))
    #expect(edge.imports.map(\.location.description) == ["Sources/Search/SearchViewModel.swift:2:1"])
    // `private var listings: [Listing] = []` is line 12, inside the class declared on line 9: the reference is placed
    // on the line that writes the name.
    let reference = try #require(edge.typeReferences.first)
    #expect(edge.typeReferences.count == 1)
    #expect((reference.from, reference.to) == ("SearchViewModel", "Listing"))
    #expect(reference.location == Location(file: "Sources/Search/SearchViewModel.swift", line: 12))
    #expect(reference.isLineOfUse && reference.declarationLines?.lowerBound == 8)
    #expect(reference.kinds == [.storedProperty] && reference.targetKind == .struct)
    #expect(edge.uses == 2 && edge.cost == 2 && edge.importingFiles == 1)
  }

  @Test func beforeTheTextIsReadAReferenceStaysAtItsDeclaration() throws {
    let pipeline = try Pipeline(root: Fixtures.sample("Violations/graph-rules"))
    let scanned = try pipeline.loadAndScan()
    let evidence = pipeline.evidence(scanned, graph: scanned.graph)
    let search = try ModuleLookup.find("Search", in: scanned.graph)
    let core = try ModuleLookup.find("Core", in: scanned.graph)
    let reference = try #require(evidence[search, core]?.typeReferences.first)
    // `public final class SearchViewModel {` is line 9; the attribute above it opens the declaration on line 8.
    #expect(reference.location == Location(file: "Sources/Search/SearchViewModel.swift", line: 9, column: 20))
    #expect(!reference.isLineOfUse && reference.declarationLines == 8...33)
  }

  @Test func anImportOnlyEdgeHasNoDeclarationButItsImport() throws {
    // README: `Networking -> Analytics`, not declared, imported at Sources/Networking/APIClient.swift:1.
    let edge = try Self.edge("Networking", "Analytics")
    #expect(edge.declaration == nil && !edge.isDeclared)
    #expect(edge.imports.map(\.location.description) == ["Sources/Networking/APIClient.swift:1:1"])
  }

  @Test func anUnusedDeclarationHasItsLineAndNoUse() throws {
    // README: `Search -> Persistence`, declared at Package.swift:24, never imported.
    let edge = try Self.edge("Search", "Persistence")
    #expect(edge.declaration?.location?.line == 24)
    #expect(edge.imports.isEmpty && edge.typeReferences.isEmpty)
    #expect(edge.uses == 0 && edge.cost == 1)
    #expect(edge.summary() == "declared at Package.swift:24:79 (target); never imported; no type named")
  }

  @Test func theLayerViolationNamesTheFavoritesStore() throws {
    // README: `Core -> Favorites`, declared at Package.swift:36, imported at Sources/Core/AccountSummary.swift:1.
    let edge = try Self.edge("Core", "Favorites")
    #expect(edge.declaration?.location?.line == 36)
    #expect(edge.imports.map(\.location.line) == [1])
    #expect(edge.typeReferences.map { "\($0.from) → \($0.to) @\($0.location.line)" } == ["AccountSummary → FavoritesStore @10"])
  }

  @Test func withoutAScanOnlyDeclarationsAreKnown() throws {
    let (_, graph) = try Self.scanned.get()
    let evidence = DependencyEvidence(graph: graph, sourceFacts: nil, code: nil)
    let declared = try #require(graph.dependencies.first { $0.isDeclared })
    let edge = evidence.evidence(for: declared)
    #expect(!edge.importsKnown && !edge.typesKnown && edge.imports.isEmpty)
    #expect(!evidence.importsKnown)
  }

  @Test func membersAnExtensionAddsCountWhereNoTypeIsNamed() throws {
    // Feature reads `\.apiClient`, which ApiClient adds to Values (declared in Core) by extension: no import of
    // ApiClient, no type of it named, and yet the dependency is used.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-members-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Members",
          targets: [
            .target(name: "Core"),
            .target(name: "ApiClient", dependencies: ["Core"]),
            .target(name: "Feature", dependencies: ["Core", "ApiClient"]),
          ]
        )
        """,
      "Sources/Core/Values.swift": "public struct Values { public init() {} }\n",
      "Sources/ApiClient/Live.swift": "import Core\n\nextension Values {\n  public var apiClient: Int { 42 }\n}\n",
      "Sources/Feature/Screen.swift": "import Core\n\nstruct Screen {\n  // apiClient\n  let value = Values().apiClient\n}\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let pipeline = try Pipeline(root: root)
    let scanned = try pipeline.loadAndScan()
    let evidence = pipeline.locatingUses(pipeline.evidence(scanned, graph: scanned.graph)) { _ in true }
    let feature = try ModuleLookup.find("Feature", in: scanned.graph)
    let apiClient = try ModuleLookup.find("ApiClient", in: scanned.graph)
    let edge = try #require(evidence[feature, apiClient])
    #expect(edge.imports.isEmpty && edge.typeReferences.isEmpty)
    // The comment on line 4 does not count; line 5 names the member.
    #expect(edge.members == [.init(name: "apiClient", location: Location(file: "Sources/Feature/Screen.swift", line: 5))])
    #expect(edge.uses == 1)
    #expect(CycleAdvisor.move(for: edge, back: nil).0 == .invertWithProtocol)
  }
}
