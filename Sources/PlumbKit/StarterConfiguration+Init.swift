import Foundation
import PlumbModel
import PlumbReporters
import PlumbRules

/// `plumb init`'s work: survey the folder with the defaults, propose a configuration that the configuration reader
/// accepts, write it (and the baseline), and say what `plumb check` finds with it.
extension StarterConfiguration {
  /// The file `plumb init --baseline` writes.
  public static let baselineFileName = "plumb-baseline.json"

  /// What `init` wrote, and what it says about it; the survey's diagnostics beside it.
  public struct Written: Sendable {
    public var summary: InitSummary
    public var diagnostics: [Diagnostic]
  }

  /// Writes `.plumb.yml` (and `plumb-baseline.json` when `baseline`) in `root`, never over an existing one.
  /// `folder` is the folder as the user named it.
  public static func write(in root: URL, folder: String, options: AnalysisOptions, baseline: Bool) throws -> Written {
    let configurationFile = root.appendingPathComponent(ConfigurationLoader.fileName)
    let baselineFile = root.appendingPathComponent(baselineFileName)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw PlumbError("'\(folder)' is not a folder")
    }
    for file in [configurationFile] + (baseline ? [baselineFile] : [])
    where FileManager.default.fileExists(atPath: file.path) {
      throw PlumbError(
        "'\(DisplayPath.of(file))' already exists: plumb init never overwrites it (edit it, or remove it first)")
    }
    // The workspace read with the defaults: what is there, before any configuration says what it should be.
    let survey = Pipeline(root: root, options: options, configuration: ConfigurationLoader.defaults)
    let scanned = try survey.loadAndScan()
    let starter = try proposal(graph: survey.checkedGraph(scanned.graph), detection: survey.score(scanned).detection)
    let text = starter.yaml
    try OutputFile.write(Data(text.utf8), to: configurationFile, overwritingInputs: true)
    // What the written file checks today.
    let findings = try Pipeline(root: root, options: options).check(scanned).findings
    if baseline { try Baseline(findings: findings).write(to: baselineFile) }
    let summary = InitSummary(
      configurationPath: DisplayPath.of(configurationFile), yaml: text, findings: findings, folder: folder,
      baselinePath: baseline ? DisplayPath.of(baselineFile) : nil)
    return Written(summary: summary, diagnostics: scanned.diagnostics)
  }

  /// The proposal for a graph, repaired until the configuration reader accepts it: the preset's policies may name
  /// layers the proposal calls otherwise (give those names to proposed layers), or name layers the proposal
  /// cannot supply (keep the preset's own layers).
  public static func proposal(graph: ModuleGraph, detection: StyleDetection) throws -> StarterConfiguration {
    var starter = StarterConfiguration(graph: graph, detection: detection)
    let first = starter.validation
    if first.hasErrors, !starter.layers.isEmpty {
      let missing = Self.unknownLayers(in: first.configuration)
      var renamed = starter
      if !missing.isEmpty, renamed.adoptPresetLayerNames(missing), !renamed.validation.hasErrors {
        starter = renamed
      }
    }
    let second = starter.validation
    if second.hasErrors, !starter.layers.isEmpty {
      starter.keepPresetLayers(
        because:
          "the \(starter.preset) preset's policies name its own layers (\(Self.errors(second))), so they are kept")
    }
    let last = starter.validation
    if last.hasErrors {
      throw PlumbError("plumb init proposed a configuration that does not load (a bug in plumb): \(Self.errors(last))")
    }
    return starter
  }

  /// The proposal read by the configuration reader `plumb check` uses, in memory.
  public var validation: ConfigurationLoadResult {
    ConfigurationLoader().parse(yaml, file: ConfigurationLoader.fileName)
  }

  /// The layers the policies name that the configuration does not declare, each once, in the order the reader
  /// reports them (by the policy's place, then by name).
  static func unknownLayers(in configuration: Configuration) -> [String] {
    let declared = Set(configuration.layers.map(\.name))
    let policies = configuration.forbidden + configuration.allowed + configuration.required
    let named = policies.flatMap { policy in
      (policy.from.layers + policy.to.layers).filter { !declared.contains($0) }
        .map { (location: policy.location ?? Location(file: ""), name: $0) }
    }
    var unique: [String] = []
    let ordered = named.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    for entry in ordered where !unique.contains(entry.name) { unique.append(entry.name) }
    return unique
  }

  /// The reader's errors, as one line.
  static func errors(_ result: ConfigurationLoadResult) -> String {
    result.diagnostics.filter { $0.severity == .error }.map(\.message).joined(separator: "; ")
  }
}
