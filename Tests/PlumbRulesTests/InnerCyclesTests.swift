import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// `no-cycles` with `levels: [module, folder, type]` (issue 31): cycles between the folders of a module and between
/// types, each strongly connected component one finding with its shortest cycle, the references on every edge and
/// the cut; at most `max-cycles` components per module, the rest said.
@Suite struct InnerCyclesTests {
  static func findings(_ fixture: String) throws -> [Finding] {
    let pipeline = try Pipeline(root: Fixtures.url("Folders/\(fixture)"))
    return pipeline.check(try pipeline.loadAndScan()).input.findings.filter { $0.ruleID == "no-cycles" }
  }

  /// The fixture in a temporary folder, to change its configuration.
  static func copy() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-type-cycles-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.url("Folders/TypeCycles"), to: root)
    return root
  }

  @Test func foldersAndTypesAreSearchedWhenAskedAndEachComponentIsOneFinding() throws {
    let found = try Self.findings("TypeCycles")
    let folder = found.filter { $0.message.hasPrefix("folder cycle") }
    #expect(folder.map(\.message) == ["folder cycle in Shop: Cart → Checkout → Cart"])
    let notes = try #require(folder.first?.notes)
    #expect(notes.contains { $0.hasPrefix("Cart → Checkout: 1 reference: Cart names Checkout (storedProperty) at ") })
    #expect(notes.contains { $0.hasPrefix("Checkout → Cart: 1 reference: Checkout names Cart") })
    #expect(notes.contains { $0.hasPrefix("to break every cycle among these 2 folders, cut ") })
    #expect(folder.first?.location?.file == "Sources/Shop/Cart/Cart.swift")
    // Two type cycles in Shop, max-cycles 1: the first listed, the other said.
    let type = found.filter { $0.message.hasPrefix("type cycle") }
    #expect(type.count == 1)
    #expect(type.first?.message == "type cycle in Shop: Cart → Checkout → Cart")
    #expect(type.first?.notes.last == "1 more type cycles in Shop are not listed: only the first 1 per module "
      + "(raise 'max-cycles' to see more)")
    #expect(!found.contains { $0.message.hasPrefix("dependency cycle") })
  }

  @Test func aCycleOfThreeTypesIsWalkedInOrder() throws {
    let root = try Self.copy()
    try "rules:\n  no-cycles: { levels: [type] }\n".write(
      to: root.appendingPathComponent(".plumb.yml"), atomically: true, encoding: .utf8)
    let pipeline = try Pipeline(root: root)
    let found = pipeline.check(try pipeline.loadAndScan()).input.findings.filter { $0.ruleID == "no-cycles" }
    #expect(
      found.map(\.message).sorted() == [
        "type cycle in Shop: Cart → Checkout → Cart", "type cycle in Shop: Invoice → Payment → Order → Invoice",
      ])
    #expect(!found.contains { $0.message.hasPrefix("folder cycle") })
  }

  /// What `no-cycles` reads at the type level (`typeLevel(onCycles: true)`, made for speed) is the whole type graph's
  /// cyclic part: the same components, with every edge inside one, and nothing else.
  @Test func theTypesOnCyclesAreTheWholeGraphsCyclicPart() throws {
    let pipeline = try Pipeline(root: Fixtures.url("Folders/TypeCycles"))
    let code = pipeline.interpret(try pipeline.loadAndScan()).code
    let whole = FolderGraph.typeLevel(code: code)
    let onCycles = FolderGraph.typeLevel(code: code, onCycles: true)
    let digraph = Digraph(nodes: whole.folders.map(\.id), edges: whole.edges.map { ($0.from, $0.to) })
    let components = digraph.cyclicComponents()
    #expect(components.count == 2)
    #expect(onCycles.folders.map(\.id) == components.joined().sorted())
    let componentOf = Dictionary(
      uniqueKeysWithValues: components.enumerated().flatMap { index, members in members.map { ($0, index) } })
    let inside = whole.edges.filter { componentOf[$0.from] != nil && componentOf[$0.from] == componentOf[$0.to] }
    #expect(onCycles.edges == inside)
    // `Receipt → Order` lies on no cycle.
    #expect(whole.edges.contains { $0.from.name == "Receipt" })
    #expect(!onCycles.edges.contains { $0.from.name == "Receipt" })
    #expect(
      Digraph(nodes: onCycles.folders.map(\.id), edges: onCycles.edges.map { ($0.from, $0.to) }).cyclicComponents()
        == components)
  }

  @Test func byDefaultOnlyModulesAreSearched() throws {
    let root = try Self.copy()
    try FileManager.default.removeItem(at: root.appendingPathComponent(".plumb.yml"))
    let pipeline = try Pipeline(root: root)
    let found = pipeline.check(try pipeline.loadAndScan()).input.findings.filter { $0.ruleID == "no-cycles" }
    #expect(found.isEmpty)
  }

  @Test func anUnknownLevelIsSaid() throws {
    let root = try Self.copy()
    try "rules:\n  no-cycles: { levels: [module, files] }\n".write(
      to: root.appendingPathComponent(".plumb.yml"), atomically: true, encoding: .utf8)
    let pipeline = try Pipeline(root: root)
    let found = pipeline.check(try pipeline.loadAndScan()).input.findings.filter { $0.ruleID == "no-cycles" }
    #expect(found.map(\.message) == ["no-cycles: 'files' is not a level (module, folder, type); it was not searched"])
  }
}
