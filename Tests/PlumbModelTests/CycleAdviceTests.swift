import PlumbModel
import Testing

private let a = ModuleID(container: "P", name: "A")
private let b = ModuleID(container: "P", name: "B")

private func reference(_ to: String, _ kind: TypeFact.Kind?, role: Role? = nil, line: Int = 3) -> EdgeEvidence.TypeReference {
  EdgeEvidence.TypeReference(
    from: "User", to: to, kinds: [.use], location: Location(file: "A/User.swift", line: line), targetKind: kind,
    targetRole: role)
}

private func edge(
  imports: Int = 1, references: [EdgeEvidence.TypeReference] = [], declared: Bool = true, from: ModuleID = a,
  to: ModuleID = b, typesKnown: Bool = true
) -> EdgeEvidence {
  EdgeEvidence(
    from: from, to: to,
    declaration: declared ? .init(kind: "target", location: Location(file: "Package.swift", line: 9)) : nil,
    imports: (0..<imports).map { EdgeEvidence.Import(location: Location(file: "A/F\($0).swift", line: 1)) },
    typeReferences: references, typesKnown: typesKnown)
}

/// Which move each cut edge gets (the order of the decisions is documented on `CycleAdvisor`).
@Suite struct CycleAdviceTests {
  @Test func nothingUsedMeansRemoveTheDependency() {
    let (move, words) = CycleAdvisor.move(for: edge(imports: 0), back: nil)
    #expect(move == .removeDependency)
    #expect(words.contains("Package.swift:9"))
  }

  @Test func importsWithoutTypesMeanRemoveTheImports() {
    #expect(CycleAdvisor.move(for: edge(imports: 2), back: nil).0 == .removeImports)
    // Unless the types were not looked at.
    #expect(CycleAdvisor.move(for: edge(imports: 2, typesKnown: false), back: nil).0 == .invertWithProtocol)
  }

  @Test func valuesAndProtocolsMoveDown() {
    let used = [reference("Money", .struct), reference("Currency", .enum), reference("Pricing", .protocol)]
    let (move, words) = CycleAdvisor.move(for: edge(references: used), back: nil)
    #expect(move == .moveTypesDown)
    #expect(words.contains("Currency, Money, Pricing"))
    // An entity class counts as a model.
    #expect(CycleAdvisor.move(for: edge(references: [reference("Order", .class, role: .entity)]), back: nil).0 == .moveTypesDown)
  }

  @Test func aFewConcreteTypesMeanInvertWithAProtocol() {
    let used = [reference("SessionStore", .class), reference("Credentials", .struct)]
    let (move, words) = CycleAdvisor.move(for: edge(references: used), back: nil)
    #expect(move == .invertWithProtocol)
    #expect(words.contains("what it needs of SessionStore"))
    #expect(words.contains("move Credentials down"))
  }

  @Test func heavyBothWaysMeansMerge() {
    let heavy = edge(imports: 4, references: (0..<8).map { reference("T\($0)", .class, line: $0 + 1) })
    let backHeavy = edge(imports: 10, from: b, to: a)
    #expect(CycleAdvisor.move(for: heavy, back: backHeavy).0 == .merge)
    // Heavy one way only: invert, behind a façade.
    #expect(CycleAdvisor.move(for: heavy, back: edge(imports: 1, from: b, to: a)).0 == .invertWithProtocol)
  }

  /// Between two folders, "merge" would undo the layout: the move names the declarations of A that name B's types,
  /// by file, to move into B, and the types of B they name for the other way round (openfoodfacts-ios's
  /// `Models → Views`: `Form` and `FormRow` in `Models/Common/Form.swift` name eleven table cells).
  @Test func heavyBothWaysBetweenFoldersMeansMoveTheTypes() {
    let models = ModuleID(container: "App", name: "Models")
    let views = ModuleID(container: "App", name: "Views")
    let cells = (0..<10).map { index in
      EdgeEvidence.TypeReference(
        from: "Form", to: "Cell\(index)", kinds: [.use], location: Location(file: "Models/Form.swift", line: 11),
        targetKind: .class)
    }
    let row = EdgeEvidence.TypeReference(
      from: "Row", to: "RowDelegate", kinds: [.storedProperty], location: Location(file: "Models/Row.swift", line: 4),
      targetKind: .protocol)
    let forth = EdgeEvidence(from: models, to: views, typeReferences: cells + [row], importsKnown: false)
    let back = EdgeEvidence(
      from: views, to: models,
      typeReferences: (0..<12).map { index in
        EdgeEvidence.TypeReference(
          from: "Screen\(index)", to: "Product", kinds: [.use],
          location: Location(file: "Views/S\(index).swift", line: 2), targetKind: .struct)
      }, importsKnown: false)
    let (move, words) = CycleAdvisor.move(for: forth, back: back, level: .folder)
    #expect(move == .moveTypes)
    #expect(words.contains("Form in Models/Form.swift; Row in Models/Row.swift"))
    #expect(words.contains("into Views"))
    #expect(words.contains("move the types of Views it names into Models (Cell0, Cell1, Cell2 and 8 more)"))
    // Between modules the same edges are still one module in practice.
    #expect(CycleAdvisor.move(for: forth, back: back, level: .module).0 == .merge)
  }

  @Test func aSelfLoopIsADeclarationToDelete() {
    #expect(CycleAdvisor.move(for: edge(imports: 0, to: a), back: nil).0 == .removeDependency)
  }

  @Test func adviceForAGraphCutsTheCheapestEdgeOfEachComponent() {
    let c = ModuleID(container: "P", name: "C")
    let graph = ModuleGraph(
      modules: [a, b, c].map { Module(id: $0, kind: .regular) },
      dependencies: [
        Dependency(from: a, to: b, kind: .target), Dependency(from: b, to: a, kind: .target),
        Dependency(from: b, to: c, kind: .target),
      ])
    // Without scanned sources every edge costs 1; the tie goes to the first order found.
    let advice = CycleAdvisor.advise(DependencyEvidence(graph: graph, sourceFacts: nil, code: nil))
    #expect(advice.count == 1)
    #expect(advice[0].modules == [a, b])
    #expect(advice[0].edgeCount == 2)
    #expect(advice[0].cuts.count == 1 && advice[0].totalCost == 1)
    #expect(advice[0].order.count == 2)
  }
}
