import PlumbModel
import PlumbScanner
import Testing

@Suite struct TypeGraphBuilderTests {
  private let app = ModuleID(container: "App.xcodeproj", name: "App")
  private let core = ModuleID(container: "Kit", name: "Core")
  private let list = ModuleID(container: "Kit", name: "MacsList")
  private let other = ModuleID(container: "Kit", name: "Other")

  /// A workspace of three modules: Core declares `User` and `Service`; MacsList declares its own `User`;
  /// App declares a coordinator.
  private func workspace() -> (ModuleGraph, [FileFacts]) {
    let graph = ModuleGraph(modules: [
      Module(id: app, kind: .app, sources: ["App/Coordinator.swift"]),
      Module(id: core, kind: .regular, sources: ["Core/User.swift", "Core/Service.swift"]),
      Module(id: list, kind: .regular, sources: ["MacsList/List.swift"]),
      Module(id: other, kind: .regular, sources: ["Other/Other.swift"]),
    ])
    let files = [
      SourceScanner.scan(source: "public struct User {}\npublic struct Settings {}", path: "Core/User.swift"),
      SourceScanner.scan(source: "public protocol Service {}", path: "Core/Service.swift"),
      SourceScanner.scan(
        source: """
          import Core
          struct User {}
          final class ListViewModel: Service {
            let user: User
            let settings: Settings
            func open() -> Detail { Detail() }
            struct Detail { let owner: User }
          }
          """,
        path: "MacsList/List.swift"),
      SourceScanner.scan(
        source: """
          import MacsList
          import Core
          final class MacsListCoordinator {
            let model = ListViewModel()
            func show(_ user: Core.User) {}
            func missing() -> UIViewController { UIViewController() }
          }
          extension Settings { func coordinator() -> MacsListCoordinator { .init() } }
          """,
        path: "App/Coordinator.swift"),
      SourceScanner.scan(source: "struct Lonely { let user: User }", path: "Other/Other.swift"),
    ]
    return (graph, files)
  }

  private func node(_ module: ModuleID, _ name: String) -> TypeGraph.Node { .init(module: module, name: name) }

  @Test func sameModuleFirstThenImportedModules() {
    let (graph, files) = workspace()
    let types = TypeGraphBuilder.build(modules: graph, files: files)
    let edges = Dictionary(uniqueKeysWithValues: types.edges.map { ("\($0.from) -> \($0.to)", $0) })

    // `User` in MacsList is MacsList's own; `Settings` only Core has.
    #expect(edges["Kit/MacsList.ListViewModel -> Kit/MacsList.User"]?.kinds == [.storedProperty])
    #expect(edges["Kit/MacsList.ListViewModel -> Kit/Core.Settings"]?.kinds == [.storedProperty])
    #expect(edges["Kit/MacsList.ListViewModel -> Kit/Core.Service"]?.kinds == [.inheritance])
    #expect(edges["Kit/MacsList.ListViewModel -> Kit/Core.User"] == nil)
    // A nested name is found from inside its parent.
    #expect(edges["Kit/MacsList.ListViewModel -> Kit/MacsList.ListViewModel.Detail"]?.kinds == [.use])
    #expect(edges["Kit/MacsList.ListViewModel.Detail -> Kit/MacsList.User"] != nil)
    // A module-qualified name goes to that module.
    #expect(edges["App.xcodeproj/App.MacsListCoordinator -> Kit/Core.User"]?.kinds == [.use])
    #expect(edges["App.xcodeproj/App.MacsListCoordinator -> Kit/MacsList.ListViewModel"]?.kinds == [.storedProperty])
    #expect(edges["App.xcodeproj/App.MacsListCoordinator -> Kit/MacsList.ListViewModel"]?.isCrossModule == true)
    // An extension of another module's type is a node of the extension's module, linked to the type.
    #expect(edges["Kit/Core.Settings -> App.xcodeproj/App.MacsListCoordinator"] == nil)
    #expect(edges["App.xcodeproj/App.Settings -> App.xcodeproj/App.MacsListCoordinator"]?.location
      == Location(file: "App/Coordinator.swift", line: 8, column: 11))
    #expect(edges["App.xcodeproj/App.Settings -> Kit/Core.Settings"]?.kinds == [.extension])
  }

  @Test func anExtensionInTheTypesOwnModuleSpeaksForTheType() {
    let graph = ModuleGraph(modules: [Module(id: core, kind: .regular, sources: ["A.swift", "B.swift"])])
    let files = [
      SourceScanner.scan(source: "struct Cart {}\nstruct Item {}", path: "A.swift"),
      SourceScanner.scan(source: "extension Cart { var first: Item? { nil } }\nextension String { var cart: Cart { .init() } }",
        path: "B.swift"),
    ]
    let types = TypeGraphBuilder.build(modules: graph, files: files)
    #expect(types.nodes.map(\.name) == ["Cart", "Item", "String"])
    #expect(types.edges.map { "\($0.from.name)->\($0.to.name) \($0.kinds.map(\.rawValue))" } == ["Cart->Item [\"use\"]",
      "String->Cart [\"use\"]"])
  }

  @Test func unresolvedNamesAreDropped() {
    let (graph, files) = workspace()
    let types = TypeGraphBuilder.build(modules: graph, files: files)
    // `UIViewController` is no workspace type; `Lonely` does not import Core, so its `User` resolves nowhere.
    #expect(!types.edges.contains { $0.to.name == "UIViewController" })
    #expect(!types.edges.contains { $0.from.name == "Lonely" })
    #expect(types.nodes.contains(node(other, "Lonely")))
    #expect(types.nodes.count == 9)
  }

  @Test func actualModuleEdgesFromImportsAndReexports() {
    let (graph, files) = workspace()
    let edges = ActualEdges.compute(modules: graph, files: files)
    #expect(edges.map { "\($0.from.name)->\($0.to.name)" } == ["App->Core", "App->MacsList", "MacsList->Core"])
    #expect(edges.allSatisfy { $0.kind == .importOnly })
    #expect(edges[0].location == Location(file: "App/Coordinator.swift", line: 2, column: 1))
    #expect(edges[2].location == Location(file: "MacsList/List.swift", line: 1, column: 1))
  }

  @Test func typesSeenThroughAnExportedImportMakeAnEdge() {
    let graph = ModuleGraph(modules: [
      Module(id: app, kind: .app, sources: ["App/App.swift"]),
      Module(id: core, kind: .regular, sources: ["Core/Core.swift"]),
      Module(id: list, kind: .regular, sources: ["MacsList/Exports.swift"]),
    ])
    let files = [
      SourceScanner.scan(source: "public struct Theme {}", path: "Core/Core.swift"),
      SourceScanner.scan(source: "@_exported import Core", path: "MacsList/Exports.swift"),
      SourceScanner.scan(source: "import MacsList\n\nstruct Screen { let theme: Theme }", path: "App/App.swift"),
    ]
    let edges = ActualEdges.compute(modules: graph, files: files)
    #expect(edges.map { "\($0.from.name)->\($0.to.name)" } == ["App->Core", "App->MacsList", "MacsList->Core"])
    // No import of Core in App: the edge points at the declaration that uses Core's type.
    #expect(edges[0].location == Location(file: "App/App.swift", line: 3, column: 8))
    let types = TypeGraphBuilder.build(modules: graph, files: files)
    #expect(types.edges.map { "\($0.from) -> \($0.to)" } == ["App.xcodeproj/App.Screen -> Kit/Core.Theme"])
    // The one-pass variant the scan stage uses gives the same edges and the same references as the two passes.
    let both = ActualEdges.computeWithReferences(modules: graph, files: files)
    #expect(both.edges == edges)
    #expect(both.references == ModuleReferences.compute(modules: graph, files: files))
    #expect(both.references == [app: [core]])
  }

  @Test func importsPreferTheImportersContainer() {
    let localCore = ModuleID(container: "App.xcodeproj", name: "Core")
    let graph = ModuleGraph(modules: [
      Module(id: app, kind: .app, sources: ["App/App.swift"]),
      Module(id: core, kind: .regular, sources: []),
      Module(id: localCore, kind: .framework, sources: []),
    ])
    let files = [SourceScanner.scan(source: "import Core", path: "App/App.swift")]
    #expect(ActualEdges.compute(modules: graph, files: files).map(\.to) == [localCore])
  }

  /// A top-level `private` or `fileprivate` type is Swift's in its own file only: the same name in another file is
  /// someone else's (here SwiftUI's `ViewModifier.Content`), while its own file still reaches it.
  @Test func aFilePrivateTypeIsSeenInItsOwnFileOnly() {
    let graph = ModuleGraph(modules: [Module(id: app, kind: .app, sources: ["App/Screen.swift", "App/Bold.swift"])])
    let files = [
      SourceScanner.scan(
        source: "private struct Content {}\nfileprivate enum Mode {}\nstruct Screen { let content: Content }",
        path: "App/Screen.swift"),
      SourceScanner.scan(
        source: "import SwiftUI\nstruct Bold: ViewModifier {\n  func body(content: Content) -> Mode { fatalError() }\n}",
        path: "App/Bold.swift"),
    ]
    let edges = TypeGraphBuilder.build(modules: graph, files: files).edges.map { "\($0.from.name) -> \($0.to.name)" }
    #expect(edges == ["Screen -> Content"])
  }

  /// A dotted name is module-qualified only when its first component is the name `import` gives a module the file
  /// sees (the build's module name, not the target's); otherwise it is a nested type's name. The types `Shared` and
  /// `Kit` are declared too, so the module's name is not mistaken for a type's nor a type's for a module's.
  @Test func aDottedNameIsQualifiedByTheModulesImportName() {
    let shared = ModuleID(container: "App.xcodeproj", name: "Shared-iOS")
    let graph = ModuleGraph(modules: [
      Module(id: app, kind: .app, sources: ["App/Screen.swift"]),
      Module(id: shared, kind: .regular, sources: ["Shared/User.swift"], build: BuildInfo(moduleName: "Shared")),
    ])
    let files = [
      SourceScanner.scan(source: "public struct User {}\npublic enum Kit { public struct User {} }", path: "Shared/User.swift"),
      SourceScanner.scan(
        source: """
          import Shared
          enum Shared { struct User {} }
          struct Screen {
            let first: Shared.User
            func second(_ user: Kit.User) {}
          }
          """,
        path: "App/Screen.swift"),
    ]
    let edges = TypeGraphBuilder.build(modules: graph, files: files).edges
      .filter { $0.from.name == "Screen" }.map { "\($0.to) \($0.kinds.map(\.rawValue))" }
    #expect(edges == ["App.xcodeproj/Shared-iOS.Kit.User [\"use\"]", "App.xcodeproj/Shared-iOS.User [\"storedProperty\"]"])
  }

  /// One edge per pair of types however many ways and places one names the other: its kinds sorted, its location
  /// the first in file order whichever file is read first; nodes and edges in the graph's order whatever order the
  /// files come in.
  @Test func mentionsOfOnePairFoldIntoOneEdgeInTheGraphsOrder() {
    let graph = ModuleGraph(modules: [
      Module(id: app, kind: .app, sources: ["App/B.swift", "App/A.swift"]),
      Module(id: core, kind: .regular, sources: ["Core/User.swift"]),
    ])
    let files = [
      SourceScanner.scan(
        source: "import Core\nextension User { func zed() -> Zoo { Zoo() } }\nstruct Zoo: Base { let user: User\n func f(_ u: Core.User) {} }",
        path: "App/B.swift"),
      SourceScanner.scan(source: "import Core\nprotocol Base {}\nextension User { var name: Base? { nil } }", path: "App/A.swift"),
      SourceScanner.scan(source: "public struct User {}", path: "Core/User.swift"),
    ]
    let built = TypeGraphBuilder.build(modules: graph, files: files)
    #expect(built.nodes.map(\.description) == ["App.xcodeproj/App.Base", "App.xcodeproj/App.User", "App.xcodeproj/App.Zoo",
      "Kit/Core.User"])
    #expect(built.edges.map { "\($0.from.name)->\($0.to) \($0.kinds.map(\.rawValue)) \($0.location)" } == [
      "User->App.xcodeproj/App.Base [\"use\"] App/A.swift:3:11",
      "User->App.xcodeproj/App.Zoo [\"use\"] App/B.swift:2:11",
      "User->Kit/Core.User [\"extension\"] App/A.swift:3:11",
      "Zoo->App.xcodeproj/App.Base [\"inheritance\"] App/B.swift:3:8",
      "Zoo->Kit/Core.User [\"storedProperty\", \"use\"] App/B.swift:3:8",
    ])
    #expect(TypeGraphBuilder.build(modules: graph, files: files.reversed()) == built)
  }
}
