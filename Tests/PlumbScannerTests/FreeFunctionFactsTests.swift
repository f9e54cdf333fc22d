import PlumbModel
import Testing

@testable import PlumbScanner

/// The calls and declarations of free functions the scanner records, by name, for `unused-dependency`: a module
/// that calls a function another module declares public uses it.
@Suite struct FreeFunctionFactsTests {
  static let source = """
    import Routes

    public func reportIssue(_ message: String) {}
    package func trace(_ message: String) {}
    func helper() {}
    open class Screen {
      public func reload() {
        refresh()
        Self.log(format("x"))
        items.forEach { print($0) }
      }
      func refresh() {}
      static func log(_ value: String) {}
    }
    extension Screen {
      public func show() { present(Screen()) }
    }
    let value = withDependencies { configure() }
    """

  @Test func callsWithoutABaseAreRecordedByName() {
    let facts = SourceScanner.scan(source: Self.source)
    // `Self.log(...)`, `items.forEach` and `Screen()` have a base or name a type.
    #expect(facts.calledNames == ["configure", "format", "present", "print", "refresh", "withDependencies"])
  }

  @Test func onlyFileScopeFunctionsOthersCanCallArePublic() {
    let facts = SourceScanner.scan(source: Self.source)
    #expect(facts.publicFunctions == ["reportIssue", "trace"])
  }

  /// A module's own functions and methods (called on `self`) are no calls into other modules.
  @Test func theModuleSummaryLeavesOutItsOwnFunctions() {
    let module = Module(id: ModuleID(container: "App", name: "App"), kind: .regular, sources: ["Source.swift"])
    let graph = ModuleGraph(containers: [], modules: [module], dependencies: [])
    let files = [SourceScanner.scan(source: Self.source)]
    let summary = SourceFactsSummary.summarize(graph: graph, files: files, actualEdges: [])
    let called = summary.modules[module.id]?.calledFunctions
    #expect(called == ["configure", "format", "present", "print", "withDependencies"])
    #expect(summary.modules[module.id]?.publicFunctions == ["reportIssue", "trace"])
  }
}
