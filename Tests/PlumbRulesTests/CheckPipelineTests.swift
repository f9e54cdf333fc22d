import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// Ignores, suppression comments and baselines, on graphs built in code over a temporary workspace.
@Suite struct CheckPipelineTests {
  let root: URL
  let graph: ModuleGraph

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // Two cycles: A ⇄ B declared on lines 3 and 4, C ⇄ D on lines 6 and 7 of Package.swift; modules on 10-13.
    let id = { (name: String) in ModuleID(container: "P", name: name) }
    let at = { (line: Int) in Location(file: "Package.swift", line: line, column: 5) }
    graph = ModuleGraph(
      modules: ["A", "B", "C", "D"].enumerated().map { Module(id: id($1), kind: .regular, declaredAt: at(10 + $0)) },
      dependencies: [
        Dependency(from: id("A"), to: id("B"), kind: .target, location: at(3)),
        Dependency(from: id("B"), to: id("A"), kind: .target, location: at(4)),
        Dependency(from: id("C"), to: id("D"), kind: .target, location: at(6)),
        Dependency(from: id("D"), to: id("C"), kind: .target, location: at(7)),
      ])
  }

  func write(_ text: String, to name: String) throws {
    try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func check(config: String? = nil, baseline: URL? = nil) throws -> CheckReport {
    if let config { try write(config, to: ".plumb.yml") }
    return try Pipeline(root: root).check(
      ScannedWorkspace(root: root, graph: graph), baseline: baseline.map { try Baseline.read(from: $0) })
  }

  @Test func reportsBothCyclesWithoutSuppressions() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try check(config: "rules:\n  test-presence: off\n")
    #expect(report.findings.map(\.message) == ["dependency cycle: A → B → A", "dependency cycle: C → D → C"])
    #expect(report.findings.map { $0.location?.line } == [3, 6])
    #expect(report.exitCode == 1)
    // What reporters show beside the findings: the rules that ran and the metrics.
    #expect(report.input.rules.map(\.id).contains("no-cycles") && !report.input.rules.map(\.id).contains("test-presence"))
    #expect(report.metrics.modules.map(\.afferent) == [1, 1, 1, 1])
  }

  @Test func nextLineCommentSuppressesOnlyThatLine() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write(
      "// swift-tools-version:5.9\n// plumb:disable-next-line no-cycles\n.target A\n.target B\n\n.target C\n",
      to: "Package.swift")
    let report = try check(config: "rules:\n  test-presence: off\n")
    #expect(report.findings.map(\.message) == ["dependency cycle: C → D → C"])
    #expect(report.input.setAside.suppressed == 1)
  }

  @Test func fileCommentSuppressesTheRuleInTheWholeFile() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("// plumb:disable no-cycles, test-presence\n", to: "Package.swift")
    let report = try check()
    #expect(report.findings.isEmpty)
    #expect(report.input.setAside.suppressed == 6)  // two cycles, four untested modules
    #expect(report.exitCode == 0)
  }

  @Test func commentForAnotherRuleSuppressesNothing() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("// plumb:disable layer-direction\n\n// plumb:disable-next-line test-presence\n", to: "Package.swift")
    let report = try check(config: "rules:\n  test-presence: off\n")
    #expect(report.findings.count == 2)
  }

  @Test func ignoreEntriesDropMatchingFindings() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try check(
      config: """
        rules:
          test-presence: off
        ignore:
          - rule: no-cycles
            module: C
            reason: C and D are merged next sprint
        """)
    #expect(report.findings.map(\.message) == ["dependency cycle: A → B → A"])
    #expect(report.input.setAside.ignored == 1)
  }

  @Test func baselineRoundTripReportsOnlyNewFindingsAndFailsWhenStale() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("rules:\n  test-presence: off\n", to: ".plumb.yml")
    let file = root.appendingPathComponent("baseline.json")
    let current = try Pipeline(root: root).check(ScannedWorkspace(root: root, graph: graph)).findings
    try Baseline(findings: Array(current.prefix(1))).write(to: file)  // only A ⇄ B is accepted
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(!written.contains("\"line\""))  // fingerprints carry no line numbers
    #expect(try Baseline.read(from: file) == Baseline(findings: Array(current.prefix(1))))

    let report = try check(baseline: file)
    #expect(report.findings.map(\.message) == ["dependency cycle: C → D → C"])
    #expect(report.input.setAside.baselined == 1)
    #expect(report.staleBaselineEntries.isEmpty)

    // A baselined finding that disappears makes the baseline stale: check fails and leaves the file alone.
    try Baseline(
      findings: current + [
        Finding(ruleID: "no-cycles", severity: .error, message: "gone", modules: [ModuleID(container: "P", name: "X")])
      ]
    ).write(to: file)
    let before = try String(contentsOf: file, encoding: .utf8)
    let stale = try check(baseline: file)
    #expect(stale.findings.isEmpty)
    #expect(stale.staleBaselineEntries.map(\.message) == ["gone"])
    #expect(stale.exitCode == 1)
    #expect(try String(contentsOf: file, encoding: .utf8) == before)
  }
}

/// `exclude` also silences the problems met reading the files it points at (test fixtures, vendored code): plumb
/// checking its own repository would otherwise report its deliberately broken fixtures.
@Suite struct ExcludedInputProblemsTests {
  @Test func problemsOfExcludedFilesAreNotReported() throws {
    let root = Fixtures.url("Xcode")
    let all = try Pipeline(root: root).run()
    #expect(all.diagnostics.contains { $0.location?.file.hasPrefix("Broken/") == true })
    let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-exclude-\(UUID().uuidString).yml")
    defer { try? FileManager.default.removeItem(at: configuration) }
    try "exclude: [\"Broken/**\"]\n".write(to: configuration, atomically: true, encoding: .utf8)
    let narrowed = try Pipeline(root: root, configurationFile: configuration).run()
    #expect(!narrowed.diagnostics.contains { $0.location?.file.hasPrefix("Broken/") == true })
    #expect(narrowed.diagnostics.count < all.diagnostics.count)
  }
}

/// `exclude: ["Fixtures/**"]` leaves out what lies only there: modules whose every file is excluded, targets
/// without sources declared by an excluded manifest, and external products only excluded modules use.
@Suite struct ExcludedFoldersTests {
  @Test func whatLiesOnlyInExcludedFoldersIsLeftOut() throws {
    let id = { (container: String, name: String) in ModuleID(container: container, name: name) }
    let app = Module(id: id("App", "App"), kind: .app, path: "App", sources: ["App/Main.swift"])
    let orphans = Module(
      id: id("inferred", "Tests"), kind: .inferred, path: "Tests",
      sources: ["Tests/Fixtures/A/Orphan.swift", "Tests/Fixtures/B/Other.swift"])
    let mixed = Module(
      id: id("inferred", "Scripts"), kind: .inferred, path: "Scripts",
      sources: ["Scripts/release.swift", "Tests/Fixtures/C/x.swift"])
    let binary = Module(
      id: id("Fixture", "Downloaded"), kind: .binary,
      declaredAt: Location(file: "Tests/Fixtures/Pkg/Package.swift", line: 3, column: 5))
    let fixtureOnly = Module(id: id("external:http", "HTTP"), kind: .external)
    let shared = Module(id: id("external:yams", "Yams"), kind: .external)
    let unused = Module(id: id("external:csv", "CSV"), kind: .external)
    let graph = ModuleGraph(
      modules: [app, orphans, mixed, binary, fixtureOnly, shared, unused],
      dependencies: [
        Dependency(from: orphans.id, to: fixtureOnly.id, kind: .target),
        Dependency(from: orphans.id, to: shared.id, kind: .target),
        Dependency(from: app.id, to: shared.id, kind: .target),
      ])
    var configuration = Configuration()
    configuration.exclude = [Glob("Tests/Fixtures/**")]
    let root = FileManager.default.temporaryDirectory
    let checked = Pipeline(root: root, configuration: configuration).checkedGraph(graph)
    #expect(Set(checked.modules.map(\.id)) == [app.id, mixed.id, shared.id, unused.id])
    #expect(checked.dependencies.map(\.from) == [app.id])
  }
}
