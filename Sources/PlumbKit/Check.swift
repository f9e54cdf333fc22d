import Foundation
import PlumbLoaders
import PlumbMetrics
import PlumbModel
import PlumbRules

/// What `plumb check` found: the findings to report and what was set aside, with the reason for each.
public struct CheckReport: Sendable {
  public var root: URL
  /// Findings to report: not ignored, not suppressed by a comment, not in the baseline. Sorted.
  public var findings: [Finding]
  /// Loader diagnostics, configuration warnings, and notes about rules that did not run.
  public var diagnostics: [Diagnostic]
  public var ignoredCount = 0
  public var suppressedCount = 0
  public var baselinedCount = 0
  /// Baseline entries that no finding matches any more: the baseline must be refreshed.
  public var staleBaselineEntries: [Baseline.Entry] = []
  /// Modules analysed (external products are nodes only).
  public var moduleCount = 0
  /// The graph checked (narrowed by `include`/`exclude`), the rules that ran, the metrics and the layers with
  /// their modules: what reporters and diagrams show beside the findings.
  public var graph = ModuleGraph()
  public var rules: [RuleInfo] = []
  public var metrics: MetricsReport?
  public var layers: [(name: String, modules: [ModuleID])] = []
  /// The configuration files read (`preset:<name>` for presets), or empty for the defaults.
  public var configurationSources: [String] = []

  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

  /// 1 when an error-severity finding is reported or the baseline is stale, else 0.
  public var exitCode: Int32 { errorCount > 0 || !staleBaselineEntries.isEmpty ? 1 : 0 }
}

/// `plumb check`: load → configure → run the rules → drop ignored, suppressed and baselined findings.
public struct Check {
  public var analysis: Analysis
  /// `--config`; when nil, `.plumb.yml` in the analysed folder, else the defaults.
  public var configurationFile: URL?
  public var baselineFile: URL?
  public var rules: [any Rule.Type]

  public init(
    analysis: Analysis, configurationFile: URL? = nil, baselineFile: URL? = nil,
    rules: [any Rule.Type] = RuleRegistry.all
  ) {
    self.analysis = analysis
    self.configurationFile = configurationFile
    self.baselineFile = baselineFile
    self.rules = rules
  }

  /// Reads the configuration; every error at once in one `PlumbError` (exit code 2), warnings returned.
  public func loadConfiguration() throws -> (Configuration, [Diagnostic]) {
    let url: URL
    if let configurationFile {
      url = configurationFile
    } else {
      let candidate = analysis.root.appendingPathComponent(ConfigurationLoader.fileName)
      guard FileManager.default.fileExists(atPath: candidate.path) else { return (ConfigurationLoader.defaults, []) }
      url = candidate
    }
    let result = ConfigurationLoader(knownRules: rules).load(file: url, displayPath: DisplayPath.of(url))
    if result.hasErrors {
      let lines = result.diagnostics.map(\.description).joined(separator: "\n")
      throw PlumbError("invalid configuration:\n\(lines)")
    }
    return (result.configuration, result.diagnostics)
  }

  public func run() throws -> CheckReport {
    let scanned = try analysis.loadAndScan()
    return try evaluate(graph: scanned.graph, diagnostics: scanned.diagnostics, sourceFacts: scanned.sourceFacts)
  }

  /// The check over an already loaded graph (what `run` does after loading; tests call it with graphs built in
  /// code). Throws for an invalid configuration or an unreadable baseline.
  public func evaluate(graph: ModuleGraph, diagnostics: [Diagnostic] = [], sourceFacts: SourceFacts? = nil) throws
    -> CheckReport
  {
    let (configuration, configurationDiagnostics) = try loadConfiguration()
    let baseline = try baselineFile.map(Baseline.read(from:))
    let result = RuleRunner(rules: rules).run(
      graph: graph, configuration: configuration, sourceFacts: sourceFacts, root: analysis.root)

    // Problems met reading files the configuration excludes (test fixtures, vendored code) are not the user's.
    let inputProblems = diagnostics.filter { problem in
      problem.location.map { !configuration.excludes(path: $0.file) } ?? true
    }
    var report = CheckReport(
      root: analysis.root, findings: [], diagnostics: inputProblems + configurationDiagnostics + result.diagnostics)
    report.moduleCount = result.graph.modules.filter { !$0.isExternal }.count  // as every reporter counts them
    report.configurationSources = configuration.sources
    report.graph = result.graph
    report.rules = result.rules
    report.metrics = result.metrics
    report.layers = configuration.layers.indices.map { index in
      (
        configuration.layers[index].name,
        result.graph.modules.filter { configuration.layerIndex(of: $0) == index }.map(\.id)
      )
    }
    var suppressions = Suppressions(root: analysis.root)
    var kept: [Finding] = []
    for finding in result.findings {
      if configuration.ignoreEntry(for: finding) != nil {
        report.ignoredCount += 1
      } else if suppressions.suppresses(finding) {
        report.suppressedCount += 1
      } else {
        kept.append(finding)
      }
    }
    if let baseline {
      let split = baseline.apply(to: kept)
      kept = split.new
      report.baselinedCount = split.baselined.count
      report.staleBaselineEntries = split.stale
    }
    report.findings = kept
    return report
  }

  /// Every finding after ignores and suppression comments, before any baseline: what `plumb baseline write`
  /// records.
  public func findingsForBaseline() throws -> [Finding] {
    var check = self
    check.baselineFile = nil
    return try check.run().findings
  }

  /// `findingsForBaseline` over an already loaded graph.
  public func findingsForBaseline(graph: ModuleGraph) throws -> [Finding] {
    var check = self
    check.baselineFile = nil
    return try check.evaluate(graph: graph).findings
  }
}

/// Paths as printed: relative to the current directory when below it, else absolute.
public enum DisplayPath {
  public static func of(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// A finding's location printed from the current directory (its file is relative to the analysed root).
  public static func of(_ location: Location, root: URL) -> String {
    guard !location.file.isEmpty else { return location.description }
    var shown = location
    shown.file = location.file.hasPrefix("/") ? location.file : of(root.appendingPathComponent(location.file))
    return shown.description
  }
}
