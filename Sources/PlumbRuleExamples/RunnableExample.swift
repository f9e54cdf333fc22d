import PlumbMetrics
import PlumbModel
import PlumbRules
import PlumbScanner

/// A rule example ready to run: its arrow graph parsed and, when it gives Swift sources, those sources scanned
/// with the real scanner. A module's scanned sources replace the imports its arrows imply, so an example can show
/// `@_exported import`, `@testable import`, `#if canImport(...)`, scoped imports and type references.
public struct RunnableExample: Sendable {
  /// An example's sources that do not fit its graph.
  public struct SourceError: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  public var parsed: ExampleGraph
  public var sourceFacts: SourceFacts
  /// The types of the given sources with their roles and type graph, for rules that `needsCode`; nil when the
  /// example gives no sources.
  public var code: CodeIndex?
  /// Labels of the places marked with `↓`, in the graph and in the sources, sorted.
  public var expected: [String]
  private var importLabels: [Location: String]
  /// Each source file's path as the example names it (`MacsList`, `MacsList/Views/ListView.swift`).
  private var sourceNames: [String: String]

  public var graph: ModuleGraph { parsed.graph }

  /// - Parameter example: its `sources` are keyed by module name (the module's one file) or by
  ///   `Module/relative/path.swift` (a file at that path in the module's folder, for rules about folders).
  public init(_ example: RuleExample) throws {
    parsed = try ExampleGraph(parsing: example.graph)
    var files: [FileFacts] = []
    var marked: [(location: Location, name: String)] = []
    var scannedModules: [ModuleID] = []
    var modules = parsed.graph.modules
    var sourceNames: [String: String] = [:]
    for (key, text) in example.sources.sorted(by: { $0.key < $1.key }) {
      let name = String(key.prefix { $0 != "/" })
      guard let index = modules.firstIndex(where: { $0.name == name }), let first = modules[index].sources.first
      else {
        throw SourceError(description: "sources are given for '\(name)', which is no module with sources")
      }
      var path = first
      if key.contains("/") {
        guard let folder = modules[index].path else {
          throw SourceError(description: "'\(key)': module '\(name)' has no folder")
        }
        path = folder + key.dropFirst(name.count)
        if !modules[index].sources.contains(path) { modules[index].sources.append(path) }
      }
      sourceNames[path] = key
      var lines: [Substring] = []
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.first == "↓" {
          marked.append((Location(file: path, line: offset + 1), key))
          lines.append(line.dropFirst())
        } else {
          lines.append(line)
        }
      }
      files.append(SourceScanner.scan(source: lines.joined(separator: "\n"), path: path))
      if !scannedModules.contains(modules[index].id) { scannedModules.append(modules[index].id) }
    }
    parsed.graph = ModuleGraph(
      containers: parsed.graph.containers, modules: modules, dependencies: parsed.graph.dependencies)
    var labels: [Location: String] = [:]
    var expected = parsed.expected
    for file in files {
      let importer = parsed.graph.modules.first { $0.sources.contains(file.path) }!.name
      for fact in file.imports {
        let location = Location(file: file.path, line: fact.position.line, column: fact.position.column)
        labels[location] = "import \(importer) -> \(fact.module) (line \(fact.position.line))"
      }
    }
    // A mark on an import line points at the import; on any other line, at the line.
    for mark in marked {
      let label = labels.first { $0.key.file == mark.location.file && $0.key.line == mark.location.line }?.value
      expected.append(label ?? "\(mark.name):\(mark.location.line)")
    }
    let scanned = SourceFactsSummary.summarize(graph: parsed.graph, files: files, actualEdges: [])
    var facts = parsed.sourceFacts
    for id in scannedModules { facts.modules[id] = scanned.modules[id] }
    sourceFacts = facts
    if !files.isEmpty {
      code = CodeIndex(
        graph: parsed.graph, files: files, roles: RoleClassifier.classify(files, threads: 1),
        typeGraph: TypeGraphBuilder.build(modules: parsed.graph, files: files))
    }
    importLabels = labels
    self.sourceNames = sourceNames
    self.expected = expected.sorted()
  }

  /// The label of the place a finding points at: an import of the given sources, a line of them
  /// (`MacsList:12`), or what `ExampleGraph` names.
  public func label(of location: Location?) -> String {
    if let location, let label = importLabels[location] { return label }
    if let location, let name = sourceNames[location.file] { return "\(name):\(location.line)" }
    return parsed.label(of: location)
  }

  /// Runs one rule over the example, as `plumb check` would with the example's configuration; the rule runs even
  /// when it is opt-in.
  public func run(_ rule: any Rule.Type, configuration: Configuration) -> RuleRunResult {
    var configuration = configuration
    if configuration.rules[rule.info.id] == nil { configuration.rules[rule.info.id] = .init() }
    let evidence =
      rule.needsEvidence(for: graph) ? DependencyEvidence(graph: graph, sourceFacts: sourceFacts, code: code) : nil
    return RuleRunner(rules: [rule]).run(
      graph: graph, configuration: configuration,
      metrics: Metrics.compute(graph: graph, sizes: RuleExampleVerifier.sizes(of: parsed)).byModule,
      sourceFacts: sourceFacts, code: code, evidence: evidence)
  }
}
