import Foundation
import PlumbModel

/// Everything a reporter may show. Reporters are pure: the same input gives the same text, byte for byte.
public struct ReportInput: Sendable {
  /// The analysed folder. Paths in findings are relative to it; reporters that need absolute paths (Xcode) or a
  /// base URI (SARIF) join them onto it. Nil keeps every path relative.
  public var root: URL?
  public var graph: ModuleGraph
  public var findings: [Finding]
  /// Problems reading the input (how complete the analysis is), shown beside the findings.
  public var diagnostics: [Diagnostic]
  /// Metadata of the rules that ran, including the ones that found nothing.
  public var rules: [RuleInfo]
  public var metrics: [ModuleMetrics]?
  /// Architectural layers, top to bottom, when the configuration declares them.
  public var layers: [ReportLayer]?
  /// Architecture scores, when they were computed; the HTML report shows them only when given.
  public var scores: ArchitectureScore?
  /// The version written into SARIF, JSON and the HTML report.
  public var toolVersion: String
  /// The configuration files read, extended ones first (`preset:<name>` for presets); empty for the defaults.
  public var configurationSources: [String] = []
  /// Findings set aside before reporting, by reason: counted in the summary, never listed.
  public var setAside = SetAside()
  /// What the nodes are: modules (the default), or the folders inside them (`plumb graph --level folder`), whose
  /// edges say that a file of one names a type declared in the other; the diagrams' legend says which.
  public var level: GraphLevel = .module
  /// How many type references stand behind each edge, by source then target (the folder level's edges): drawn on
  /// the edge in the Graphviz diagram. Empty draws no count.
  public var edgeCounts: [ModuleID: [ModuleID: Int]] = [:]

  public init(
    root: URL? = nil,
    graph: ModuleGraph,
    findings: [Finding] = [],
    diagnostics: [Diagnostic] = [],
    rules: [RuleInfo] = [],
    metrics: [ModuleMetrics]? = nil,
    layers: [ReportLayer]? = nil,
    scores: ArchitectureScore? = nil,
    toolVersion: String
  ) {
    self.root = root?.standardizedFileURL
    self.graph = graph
    self.findings = findings.sorted()
    self.diagnostics = diagnostics.sorted()
    self.rules = rules.sorted { $0.id < $1.id }
    self.metrics = metrics?.sorted { $0.module < $1.module }
    self.layers = layers
    self.scores = scores
    self.toolVersion = toolVersion
  }
}

/// How many findings were set aside, and why.
public struct SetAside: Hashable, Sendable {
  /// Accepted by an `ignore:` entry of the configuration.
  public var ignored = 0
  /// Silenced by a `plumb:disable` comment.
  public var suppressed = 0
  /// Recorded in the baseline.
  public var baselined = 0
  /// Inside a git submodule, another repository (see `include-submodules`).
  public var inSubmodules = 0

  public init(ignored: Int = 0, suppressed: Int = 0, baselined: Int = 0) {
    self.ignored = ignored
    self.suppressed = suppressed
    self.baselined = baselined
  }

  /// `2 ignored, 1 in baseline`; empty when nothing was set aside.
  public var description: String {
    var parts: [String] = []
    if ignored > 0 { parts.append("\(ignored) ignored") }
    if suppressed > 0 { parts.append("\(suppressed) suppressed") }
    if baselined > 0 { parts.append("\(baselined) in baseline") }
    if inSubmodules > 0 { parts.append("\(inSubmodules) in git submodules") }
    return parts.joined(separator: ", ")
  }
}

/// One architectural layer: a name and the modules in it.
public struct ReportLayer: Hashable, Sendable {
  public var name: String
  public var modules: [ModuleID]

  public init(name: String, modules: [ModuleID]) {
    self.name = name
    self.modules = modules.sorted()
  }
}

extension ReportInput {
  /// Where to point at for a finding: its own location, or else the declaration of its first module.
  public func location(of finding: Finding) -> Location? {
    if let location = finding.location { return location }
    return finding.modules.lazy.compactMap { graph[$0]?.declaredAt }.first
  }

  /// The rule metadata for an id, when the rule described itself.
  public func rule(_ id: String) -> RuleInfo? {
    rules.first { $0.id == id }
  }

  /// Modules plumb analysed (external products are nodes only, never analysed).
  public var analysedModuleCount: Int {
    graph.modules.filter { !$0.isExternal }.count
  }

  /// A path as a tool outside plumb needs it: absolute under `root` when there is one, otherwise as given.
  public func absolutePath(_ file: String) -> String {
    guard let root, !file.hasPrefix("/") else { return file }
    return root.appendingPathComponent(file).standardizedFileURL.path
  }

  /// The "N errors, M warnings in K modules" line.
  /// `3 errors, 2 warnings in 40 modules (2 ignored); 5 input problems`: findings by severity, what was set aside,
  /// then the problems met reading the input (which are not findings, and which the terminal reporters leave to
  /// standard error), with how many there were before those of one cause became one
  /// (`5 input problems (340 before grouping by cause)`).
  public var summaryLine: String {
    let all = findings.map(\.severity)
    let errors = all.filter { $0 == .error }.count
    let warnings = all.filter { $0 == .warning }.count
    let notes = all.filter { $0 == .note }.count
    var parts = [plural(errors, "error"), plural(warnings, "warning")]
    if notes > 0 { parts.append(plural(notes, "note")) }
    // Problems of one cause are one line (`groupedByCause`); how many there were before is said beside.
    let ungrouped = diagnostics.map(\.count).reduce(0, +)
    let beforeGrouping = ungrouped > diagnostics.count ? " (\(ungrouped) before grouping by cause)" : ""
    let problems = diagnostics.isEmpty ? "" : "; \(plural(diagnostics.count, "input problem"))\(beforeGrouping)"
    // Modules only guessed from folders are said apart: a clean result over them is no checked graph.
    let inferred = graph.modules.filter { $0.kind == .inferred }.count
    let asides =
      (inferred > 0 ? ["\(inferred) only inferred from folders"] : [])
      + (setAside.description.isEmpty ? [] : [setAside.description])
    let aside = asides.isEmpty ? "" : " (\(asides.joined(separator: "; ")))"
    return "\(parts.joined(separator: ", ")) in \(plural(analysedModuleCount, "module"))\(aside)\(problems)"
  }
}

func plural(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
