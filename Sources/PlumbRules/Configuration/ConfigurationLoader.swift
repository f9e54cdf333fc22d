import Foundation
import PlumbModel
import Yams

/// What reading a configuration produced: the configuration and every problem found, all at once.
public struct ConfigurationLoadResult: Sendable {
  public var configuration: Configuration
  /// Errors (the configuration must not be used: `plumb check` exits with 2) and warnings (unknown keys).
  public var diagnostics: [Diagnostic]
  /// The files read: the one asked for, then those it extends (`extends:`), depth first. What a cache of results
  /// computed under this configuration must be keyed by.
  public var files: [URL] = []

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads `.plumb.yml` with Yams' node API, so every error and warning points at its line and column.
///
/// Nothing stops at the first problem: each key is checked, and all errors are reported together.
public struct ConfigurationLoader: Sendable {
  /// The file `plumb` looks for in the analysed folder.
  public static let fileName = ".plumb.yml"

  public var knownRules: [any Rule.Type]
  /// Preset name → YAML text, found by `extends: <name>`.
  public var presets: [String: String]

  public init(knownRules: [any Rule.Type] = RuleRegistry.all, presets: [String: String] = Presets.all) {
    self.knownRules = knownRules
    self.presets = presets
  }

  /// Reads a configuration file. `displayPath` is how locations name the file.
  public func load(file: URL, displayPath: String? = nil) -> ConfigurationLoadResult {
    var visiting: [String] = []
    return finish(load(file: file.standardizedFileURL, displayPath: displayPath ?? file.path, visiting: &visiting))
  }

  /// Reads configuration text; `extends:` paths are resolved from `baseDirectory`. `work` counts the values read,
  /// for the tests (nil in normal runs).
  public func parse(_ yaml: String, file: String, baseDirectory: URL? = nil, work: WorkCounter? = nil)
    -> ConfigurationLoadResult
  {
    var visiting: [String] = [file]
    let result = parse(yaml, file: file, baseDirectory: baseDirectory, visiting: &visiting, work: work)
    return finish(result, work: work)
  }

  /// The configuration used when the analysed folder has none: the rules' own defaults.
  public static var defaults: Configuration { Configuration() }

  // MARK: Reading

  private func load(file: URL, displayPath: String, visiting: inout [String]) -> ConfigurationLoadResult {
    let text: String
    do {
      text = try TextFile.text(of: file, kind: "YAML")
    } catch {
      return ConfigurationLoadResult(
        configuration: Configuration(),
        diagnostics: [
          Diagnostic(
            .error, "cannot read the configuration file: \(error.reason)",
            at: Location(file: displayPath, line: error.line ?? 0))
        ])
    }
    visiting.append(file.path)
    var result = parse(
      text, file: displayPath, baseDirectory: file.deletingLastPathComponent(), visiting: &visiting, work: nil)
    result.files.insert(file, at: 0)
    return result
  }

  private func parse(
    _ yaml: String, file: String, baseDirectory: URL?, visiting: inout [String], work: WorkCounter?
  ) -> ConfigurationLoadResult {
    var reader = NodeReader(file: file, knownRules: knownRules)
    // Every value takes a character or more of the text, unless an alias repeats it.
    reader.limit = 2 * yaml.utf8.count + 10_000
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml)
    } catch {
      reader.error(
        Self.describe(error),
        at: Self.mark(of: error).map { Location(file: file, line: $0.line, column: $0.column) } ?? Location(file: file))
      return ConfigurationLoadResult(configuration: Configuration(), diagnostics: reader.diagnostics)
    }
    guard let root else {  // an empty file is an empty configuration
      var configuration = Configuration()
      configuration.sources = [file]
      return ConfigurationLoadResult(configuration: configuration, diagnostics: [])
    }
    let (own, writtenKeys, extends) = reader.readDocument(root)
    work?.add(reader.steps)
    var base = Configuration()
    var diagnostics: [Diagnostic] = []
    var files: [URL] = []
    for (name, location) in extends {
      let extended = resolve(extends: name, at: location, baseDirectory: baseDirectory, visiting: &visiting)
      diagnostics += extended.diagnostics
      files += extended.files
      base = extended.configuration.merged(over: base, written: Self.everyKey)
    }
    var configuration = own
    configuration.sources = [file]
    return ConfigurationLoadResult(
      configuration: configuration.merged(over: base, written: writtenKeys),
      diagnostics: diagnostics + reader.diagnostics, files: files)
  }

  private static let everyKey: Set<String> = ["include", "exclude", "layers"]

  private func resolve(
    extends name: String, at location: Location, baseDirectory: URL?, visiting: inout [String]
  ) -> ConfigurationLoadResult {
    if let preset = presets[name] {
      let presetFile = "preset:\(name)"
      guard !visiting.contains(presetFile) else {
        return ConfigurationLoadResult(
          configuration: Configuration(),
          diagnostics: [Diagnostic(.error, "'extends' loops back to preset '\(name)'", at: location)])
      }
      visiting.append(presetFile)
      defer { visiting.removeLast() }
      return parse(preset, file: presetFile, baseDirectory: nil, visiting: &visiting, work: nil)
    }
    let looksLikePath = name.contains("/") || name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    guard looksLikePath else {
      let hint = Suggestion.didYouMean(name, among: presets.keys)
      return ConfigurationLoadResult(
        configuration: Configuration(),
        diagnostics: [
          Diagnostic(
            .error, "unknown preset '\(name)'\(hint); presets: \(presets.keys.sorted().joined(separator: ", "))",
            at: location)
        ])
    }
    let url = URL(
      fileURLWithPath: name, relativeTo: baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ).standardizedFileURL
    guard !visiting.contains(url.path) else {
      return ConfigurationLoadResult(
        configuration: Configuration(),
        diagnostics: [Diagnostic(.error, "'extends' loops back to '\(name)'", at: location)])
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      return ConfigurationLoadResult(
        configuration: Configuration(),
        diagnostics: [Diagnostic(.error, "extended configuration '\(name)' does not exist", at: location)])
    }
    defer { visiting.removeLast() }
    return load(file: url, displayPath: name, visiting: &visiting)
  }

  /// Checks what only the merged configuration can tell: that the layers matchers name exist.
  private func finish(_ result: ConfigurationLoadResult, work: WorkCounter? = nil) -> ConfigurationLoadResult {
    var result = result
    let layerNames = Set(result.configuration.layers.map(\.name))
    let policies = result.configuration.forbidden + result.configuration.allowed + result.configuration.required
    work?.add(policies.count + result.diagnostics.count)
    for policy in policies {
      for name in (policy.from.layers + policy.to.layers).sorted() where !layerNames.contains(name) {
        let hint = Suggestion.didYouMean(name, among: layerNames)
        result.diagnostics.append(Diagnostic(.error, "unknown layer '\(name)'\(hint)", at: policy.location))
      }
    }
    result.diagnostics.sort {
      ($0.location ?? Location(file: ""), $0.message) < ($1.location ?? Location(file: ""), $1.message)
    }
    // A YAML alias repeats its node wherever it is used (`layers: *bomb`): one problem, reported once.
    result.diagnostics = result.diagnostics.enumerated().filter { $0.offset == 0 || result.diagnostics[$0.offset - 1] != $0.element }
      .map(\.element)
    return result
  }

  // MARK: Yams errors

  static func mark(of error: Error) -> Mark? {
    guard let error = error as? YamlError else { return nil }
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark
    case .duplicatedKeysInMapping(_, let context): return context.mark
    default: return nil
    }
  }

  static func describe(_ error: Error) -> String {
    guard let error = error as? YamlError else { return "invalid YAML: \(error)" }
    switch error {
    case .parser(_, let problem, _, _) where problem.hasPrefix("Maximum nesting level reached"):
      return "invalid YAML: lists and mappings nest deeper than 1,000 levels"
    case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
      .composer(let context, let problem, _, _):
      let prefix = context.map { "\($0.text) " } ?? ""
      return "invalid YAML: \(prefix)\(problem)".trimmingCharacters(in: .whitespaces)
    case .duplicatedKeysInMapping(let duplicates, _):
      let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return "duplicate key\(duplicates.count == 1 ? "" : "s") \(keys)"
    default:
      return "invalid YAML: \(error)"
    }
  }
}
