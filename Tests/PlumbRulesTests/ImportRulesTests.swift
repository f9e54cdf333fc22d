@testable import PlumbKit
import PlumbRuleExamples
import PlumbRules
import PlumbScanner
import PlumbTestSupport
import Testing

/// What the examples of `undeclared-import` and `unused-dependency` cannot express: Xcode containers, products
/// that stand for several targets, names shared by two modules, and the verifier's reading of `↓` in sources.
@Suite struct ImportRulesTests {
  static func run(_ rule: any Rule.Type, _ graph: ModuleGraph, _ facts: SourceFacts) -> [Finding] {
    var configuration = Configuration()
    configuration.rules[rule.info.id] = .init()
    return RuleRunner(rules: [rule]).run(graph: graph, configuration: configuration, sizes: [:], sourceFacts: facts)
      .findings
  }

  static func imports(_ names: String..., file: String) -> SourceFacts.ModuleFacts {
    SourceFacts.ModuleFacts(
      imports: names.enumerated().map { SourceFacts.Import(module: $1, location: Location(file: file, line: $0 + 1)) },
      lines: names.count + 1, files: 1)
  }

  @Test func anExtensionImportingAFrameworkOfItsOwnProjectIsANote() {
    let project = "Shop.xcodeproj"
    let app = ModuleID(container: project, name: "Shop")
    let widget = ModuleID(container: project, name: "ShopWidget")
    let kit = ModuleID(container: project, name: "ShopKit")
    let graph = ModuleGraph(
      containers: [Container(name: project, kind: .xcodeProject, path: "\(project)/project.pbxproj")],
      modules: [
        Module(id: app, kind: .app, path: "Shop", sources: ["Shop/App.swift"]),
        Module(id: widget, kind: .appExtension, path: "ShopWidget", sources: ["ShopWidget/Widget.swift"]),
        Module(id: kit, kind: .framework, path: "ShopKit", sources: ["ShopKit/Kit.swift"]),
      ],
      dependencies: [Dependency(from: app, to: kit, kind: .target), Dependency(from: app, to: widget, kind: .target)])
    let facts = SourceFacts(modules: [
      app: Self.imports("SwiftUI", "ShopKit", file: "Shop/App.swift"),
      widget: Self.imports("WidgetKit", "ShopKit", file: "ShopWidget/Widget.swift"),
      kit: Self.imports("Foundation", file: "ShopKit/Kit.swift"),
    ])
    let undeclared = Self.run(UndeclaredImportRule.self, graph, facts)
    #expect(undeclared.map(\.severity) == [.note])
    #expect(undeclared.map(\.location?.description) == ["ShopWidget/Widget.swift:2"])
    // The app embeds the extension and never imports it: that is not an unused dependency.
    #expect(Self.run(UnusedDependencyRule.self, graph, facts).isEmpty)
  }

  @Test func aProductOfSeveralTargetsIsOneDependency() {
    let features = [ModuleID(container: "Features", name: "Catalog"), ModuleID(container: "Features", name: "Search")]
    let app = ModuleID(container: "Shop.xcodeproj", name: "Shop")
    let location = Location(file: "Shop.xcodeproj/project.pbxproj", line: 40)
    let graph = ModuleGraph(
      containers: [
        Container(name: "Shop.xcodeproj", kind: .xcodeProject, path: "Shop.xcodeproj/project.pbxproj"),
        Container(name: "Features", kind: .swiftPackage, path: "Features/Package.swift"),
      ],
      modules: [Module(id: app, kind: .app, sources: ["Shop/App.swift"])]
        + features.map { Module(id: $0, kind: .regular, sources: ["Features/\($0.name).swift"]) },
      dependencies: features.map {
        Dependency(from: app, to: $0, kind: .product(package: "features", product: "Features"), location: location)
      })
    let usesOne = SourceFacts(modules: [app: Self.imports("SwiftUI", "Search", file: "Shop/App.swift")])
    #expect(Self.run(UnusedDependencyRule.self, graph, usesOne).isEmpty)
    let usesNone = SourceFacts(modules: [app: Self.imports("SwiftUI", file: "Shop/App.swift")])
    let findings = Self.run(UnusedDependencyRule.self, graph, usesNone)
    #expect(
      findings.map(\.message) == [
        "'Shop' declares a dependency on the product 'Features' (Catalog, Search) but its sources never import it "
          + "or use its types"
      ])
    #expect(findings.map(\.location) == [location])
  }

  @Test func aSharedNameResolvesToTheDeclaredModule() {
    // A local package outside the analysed folder, seen as an external node, and a second node of that name.
    let app = ModuleID(container: "Todos.xcodeproj", name: "Todos")
    let tests = ModuleID(container: "Todos.xcodeproj", name: "TodosTests")
    let seen = ModuleID(container: "external:tca", name: "ComposableArchitecture")
    let other = ModuleID(container: "external:unresolved", name: "ComposableArchitecture")
    let graph = ModuleGraph(
      modules: [
        Module(id: app, kind: .app, sources: ["Todos/App.swift"]),
        Module(id: tests, kind: .unitTest, sources: ["TodosTests/Tests.swift"]),
        Module(id: seen, kind: .external), Module(id: other, kind: .external),
      ],
      dependencies: [
        Dependency(from: app, to: other, kind: .product(package: "unresolved", product: "ComposableArchitecture")),
        Dependency(from: tests, to: app, kind: .target),
      ])
    let facts = SourceFacts(modules: [
      app: Self.imports("ComposableArchitecture", file: "Todos/App.swift"),
      tests: Self.imports("XCTest", "ComposableArchitecture", file: "TodosTests/Tests.swift"),
    ])
    #expect(Self.run(UndeclaredImportRule.self, graph, facts).isEmpty)
    #expect(Self.run(UnusedDependencyRule.self, graph, facts).isEmpty)
  }

  @Test func aMarkOnALineWithoutAnImportMarksTheLine() {
    // Pattern rules point at declarations and calls: a mark off the imports expects a finding on that line.
    let example = RuleExample("A; B", sources: ["A": "let x = 1\n↓let y = 2"])
    let problems = RuleExampleVerifier.verify(UndeclaredImportRule.self, example, triggering: true)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("expected findings at: [\"A:2\"]") == true)
  }

  @Test func aWrongMarkInSourcesFails() {
    // The import of Core is declared; the finding is at Analytics, so marking Core must fail.
    let example = RuleExample("A -> Core; Analytics", sources: ["A": "↓import Core\nimport Analytics"])
    let problems = RuleExampleVerifier.verify(UndeclaredImportRule.self, example, triggering: true)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("found findings at:    [\"import A -> Analytics (line 2)\"]") == true)
  }

  @Test func scannedFactsKeepImportFormsAndMemberNames() throws {
    let file = SourceScanner.scan(
      source: """
        @_exported import Core
        @testable import Feature
        import struct Models.User
        #if canImport(Inject)
        import Inject
        #else
        import Fallback
        #endif
        extension DependencyValues {
          public var apiClient: ApiClient { self[ApiClient.self] }
          func reset() {}
        }
        struct Home { @Dependency(\\.apiClient) var client }
        """, path: "Sources/Home/Home.swift")
    let home = ModuleID(container: "App", name: "Home")
    let graph = ModuleGraph(modules: [Module(id: home, kind: .regular, sources: [file.path])])
    let facts = try #require(SourceFactsSummary.summarize(graph: graph, files: [file], actualEdges: []).modules[home])
    #expect(facts.imports.map(\.module) == ["Core", "Feature", "Models", "Inject", "Fallback"])
    #expect(facts.imports.map(\.isExported) == [true, false, false, false, false])
    #expect(facts.imports.map(\.isTestable) == [false, true, false, false, false])
    #expect(facts.imports.map(\.isGuardedByCanImport) == [false, false, false, true, false])
    #expect(facts.extensionMembers == ["apiClient", "reset"])
    #expect(facts.memberNames.contains("apiClient"))
  }
}

/// The fixture package `Rules/ImportRules` through the whole pipeline: manifest reader, scanner, source facts and
/// both rules. Its README lists the findings and the traps that must not be findings.
@Suite struct ImportRulesPipelineTests {
  @Test func theFixtureHasExactlyItsThreeFindings() throws {
    let root = Fixtures.url("Rules/ImportRules")
    let report = try Pipeline(root: root).run()
    let found = report.findings.filter { [UndeclaredImportRule.id, UnusedDependencyRule.id].contains($0.ruleID) }
    #expect(
      found.map { "\($0.ruleID) \($0.severity.rawValue) \($0.location?.description ?? "")" } == [
        "unused-dependency warning Package.swift:12:62",
        "undeclared-import error Sources/Tools/Tool.swift:2:1",
        "undeclared-import note Sources/Tools/Tool.swift:4:1",
      ])
  }
}
