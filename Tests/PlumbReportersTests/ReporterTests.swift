import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbReporters

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct ReporterTests {
  @Test(arguments: ReporterRegistry.identifiers)
  func reporterMatchesItsGoldenFile(identifier: String) throws {
    let reporter = try #require(ReporterRegistry.reporter(named: identifier))
    let output = reporter.report(ReportFixtures.input(), context: .init())
    Golden.check(output, "\(identifier).\(reporter.fileExtension)")
  }

  @Test(arguments: ReporterRegistry.identifiers)
  func cleanRunMatchesItsGoldenFile(identifier: String) throws {
    let reporter = try #require(ReporterRegistry.reporter(named: identifier))
    let output = reporter.report(ReportFixtures.input(findings: []), context: .init())
    Golden.check(output, "clean/\(identifier).\(reporter.fileExtension)")
  }

  @Test func everyReporterHasAUniqueNameAndAFileExtension() {
    let identifiers = ReporterRegistry.identifiers
    #expect(Set(identifiers).count == identifiers.count)
    #expect(ReporterRegistry.all.allSatisfy { !$0.fileExtension.isEmpty && !$0.fileExtension.hasPrefix(".") })
  }

  @Test func reportsAreDeterministic() {
    for reporter in ReporterRegistry.all {
      let first = reporter.report(ReportFixtures.input(metrics: ReportFixtures.metrics), context: .init())
      let shuffled = ReportInput(
        root: ReportFixtures.input().root, graph: ReportFixtures.graph, findings: ReportFixtures.findings.reversed(),
        diagnostics: ReportFixtures.diagnostics, rules: ReportFixtures.rules.reversed(),
        metrics: ReportFixtures.metrics.reversed(), toolVersion: "0.1.0")
      #expect(reporter.report(shuffled, context: .init()) == first, "\(reporter.identifier)")
    }
  }

  @Test func textReporterColoursOnlyWhenAsked() {
    let plain = TextReporter.report(ReportFixtures.input(), context: .init(colored: false))
    let coloured = TextReporter.report(ReportFixtures.input(), context: .init(colored: true))
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"))
    // Input problems are counted apart from findings, and left to standard error.
    #expect(plain.hasSuffix("plumb: 2 errors, 2 warnings, 1 note in 6 modules; 1 input problem (on stderr)\n"))
    #expect(!plain.contains("could not evaluate"))
  }

  /// The summary counts what was set aside, and paths read from the current directory when given a prefix.
  @Test func textReporterCountsSetAsideFindingsAndPrefixesPaths() {
    var input = ReportFixtures.input()
    input.setAside = SetAside(ignored: 2, suppressed: 0, baselined: 1)
    let text = TextReporter.report(input, context: .init(pathPrefix: "Apps/Mac/"))
    #expect(text.contains("in 6 modules (2 ignored, 1 in baseline); 1 input problem"))
    #expect(text.contains("\nApps/Mac/Modules/Package.swift:15:22: warning:"))
    #expect(!text.contains("\nModules/"))
  }

  @Test func xcodePathsAreAbsoluteUnderTheRootAndRelativeWithout() {
    let absolute = XcodeReporter.report(ReportFixtures.input(), context: .init())
    #expect(absolute.contains("/Users/dev/Classic Mac/Core/Sources/Core/Router.swift:3:1: error: Core (layer Core)"))
    let relative = XcodeReporter.report(ReportFixtures.input(root: nil), context: .init())
    #expect(relative.hasPrefix("Core/Sources/Core/Router.swift:3:1: error: "))
  }

  @Test func githubEscapesDataAndProperties() {
    #expect(GitHubReporter.escapeData("50% a\r\nb") == "50%25 a%0D%0Ab")
    #expect(GitHubReporter.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    let output = GitHubReporter.report(ReportFixtures.input(), context: .init())
    #expect(
      output.contains(
        "::error file=Core/Sources/Core/Router.swift,line=3,col=1,title=layers::Core (layer Core) imports MacsList (layer Modules, above it)%0ACore must not know"
      ))
  }

  @Test func sarifResolvesRelativeURIsAgainstSRCROOT() throws {
    let output = SARIFReporter.report(ReportFixtures.input(), context: .init())
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let run = try #require((json["runs"] as? [[String: Any]])?.first)
    let base = try #require((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"])
    #expect(base == "file:///Users/dev/Classic%20Mac/")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == ReportFixtures.findings.count)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
  }

  @Test func sarifValidatesAgainstTheSchema() throws {
    let schema = try #require(
      Schemas.url("sarif-schema-2.1.0.json"),
      "Tests/Fixtures/Schemas/sarif-schema-2.1.0.json is missing")
    for input in [ReportFixtures.input(), ReportFixtures.input(root: nil), ReportFixtures.input(findings: [])] {
      let sarif = SARIFReporter.report(input, context: .init())
      let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.validate(json.load(sys.stdin), schema)
        print("valid")
        """
      let result = try ProcessEnvironment.run(["python3", "-c", script, schema.path], input: Data(sarif.utf8))
      #expect(result.status == 0, "\(result.output)")
      #expect(result.output.contains("valid"))
    }
  }

  @Test func sarifSchemaCheckRejectsAnInvalidLog() throws {
    // The validator itself must be able to fail, or the test above proves nothing.
    let schema = try #require(Schemas.url("sarif-schema-2.1.0.json"))
    let script = "import json, sys, jsonschema; jsonschema.validate(json.load(sys.stdin), json.load(open(sys.argv[1])))"
    let broken = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#
    let result = try ProcessEnvironment.run(["python3", "-c", script, schema.path], input: Data(broken.utf8))
    #expect(result.status != 0)
  }

  @Test func xmlReportsAreWellFormed() throws {
    for reporter in [JUnitReporter.self, CheckstyleReporter.self] as [any Reporter.Type] {
      for input in [ReportFixtures.input(), ReportFixtures.input(findings: [])] {
        let text = reporter.report(input, context: .init())
        #expect(throws: Never.self) { try XMLDocument(data: Data(text.utf8)) }
      }
    }
  }

  @Test func junitHasOneSuitePerRuleAndACaseForEachFinding() throws {
    let document = try XMLDocument(data: Data(JUnitReporter.report(ReportFixtures.input(), context: .init()).utf8))
    let suites = try document.nodes(forXPath: "//testsuite")
    #expect(suites.count == ReportFixtures.rules.count)
    #expect(try document.nodes(forXPath: "//testcase").count == ReportFixtures.findings.count + 0)
    #expect(try document.nodes(forXPath: "//failure").count == 2)
    let clean = try XMLDocument(
      data: Data(JUnitReporter.report(ReportFixtures.input(findings: []), context: .init()).utf8))
    #expect(try clean.nodes(forXPath: "//testcase").count == ReportFixtures.rules.count)
    #expect(try clean.nodes(forXPath: "//failure").isEmpty)
  }

  @Test func codeClimateFingerprintsAreUnique() throws {
    let output = CodeClimateReporter.report(ReportFixtures.input(), context: .init())
    let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
    #expect(fingerprints.count == issues.count)
    #expect(Set(fingerprints).count == fingerprints.count)
    // The finding without a location points at its module's declaration.
    let noted = try #require(issues.first { ($0["description"] as? String) == "MacDetails has no test target" })
    #expect((noted["location"] as? [String: Any])?["path"] as? String == "Modules/Package.swift")
  }
}

@Suite struct ReporterSelectionTests {
  @Test func parsesNameAndOptionalPath() throws {
    let stdout = try #require(ReporterSelection(argument: "xcode"))
    #expect(stdout.identifier == "xcode" && stdout.path == nil)
    let file = try #require(ReporterSelection(argument: "sarif:out/plumb.sarif"))
    #expect(file.identifier == "sarif" && file.path == "out/plumb.sarif")
    // Only the first colon separates: the rest belongs to the path.
    #expect(ReporterSelection(argument: "junit:C:/reports/x.xml")?.path == "C:/reports/x.xml")
    #expect(ReporterSelection(argument: "nope") == nil)
    #expect(ReporterSelection(argument: "sarif:") == nil)
  }

  @Test func planDefaultsToTextAndColoursOnlyStdoutText() throws {
    let input = ReportFixtures.input()
    let defaults = ReportPlan.outputs(for: [], input: input, stdoutWantsColor: true)
    #expect(defaults.count == 1 && defaults[0].path == nil && defaults[0].text.contains("\u{1B}["))
    let selections = ["text:out.txt", "text", "sarif:out.sarif", "xcode"].compactMap(ReporterSelection.init(argument:))
    let outputs = ReportPlan.outputs(for: selections, input: input, stdoutWantsColor: true)
    #expect(outputs.map(\.path) == ["out.txt", nil, "out.sarif", nil])
    #expect(!outputs[0].text.contains("\u{1B}["))
    #expect(outputs[1].text.contains("\u{1B}["))
    #expect(outputs[2].text.contains("\"version\" : \"2.1.0\""))
    #expect(!ReportPlan.outputs(for: [], input: input, stdoutWantsColor: false)[0].text.contains("\u{1B}["))
  }
}

@Suite struct MarkdownReporterTests {
  @Test func aGraphTooLargeForMermaidIsLeftOutWithAHint() {
    let modules = (0..<600).map { Module(id: ModuleID(container: "BigPackage", name: "FeatureModule\($0)"), kind: .regular) }
    let dependencies = (1..<600).map { Dependency(from: modules[$0].id, to: modules[$0 / 2].id, kind: .target) }
    let input = ReportInput(graph: ModuleGraph(modules: modules, dependencies: dependencies), toolVersion: "0")
    let text = MarkdownReporter.report(input, context: .init())
    #expect(!text.contains("```mermaid"))
    #expect(text.contains("too large to draw here"))
    #expect(MarkdownReporter.report(ReportFixtures.input(), context: .init()).contains("```mermaid\nflowchart TD\n"))
  }
}

/// `plumb scan`'s JSON, written in chunks encoded in parallel, is the document one encoder would write.
@Suite struct ScanJSONWriterTests {
  struct Document: Codable, Equatable {
    var files: [FileFacts]
    var roles: [RoleAssignment]
  }

  @Test(arguments: [0, 1, 700])
  func chunksMakeTheSameDocument(fileCount: Int) throws {
    let files = (0..<fileCount).map { index in
      var facts = FileFacts(path: "Sources/F\(index).swift", lines: .init(code: index))
      facts.imports = [ImportFact(module: "M\(index % 7)", path: [], position: SourcePosition(line: 1, column: 1))]
      facts.functions = [
        FunctionFact(
          name: "f\(index)", kind: .function, enclosingType: index % 2 == 0 ? nil : "T", startLine: 2,
          endLine: 2 + index, parameterCount: index % 3, cyclomaticComplexity: 1 + index % 5, position: SourcePosition(line: 2, column: 6))
      ]
      return facts
    }
    var data = Data()
    try ScanJSONWriter(threads: 2).write(files: files, roles: []) { data.append($0) }
    let decoded = try JSONDecoder().decode(Document.self, from: data)
    #expect(decoded == Document(files: files, roles: []))
  }
}
