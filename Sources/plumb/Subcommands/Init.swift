import ArgumentParser
import Foundation
import PlumbKit

extension Plumb {
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a starting .plumb.yml for the workspace: its style's preset and layers from its module graph.",
      discussion: """
        Reads the workspace as `plumb check` does, detects its style as `plumb score` does, and writes .plumb.yml \
        in the folder: `extends:` the preset of that style, and layers proposed from the module graph (apps on top, \
        then one layer per topological level of the libraries; modules in a cycle share one; a level of feature \
        modules is independent), each with a comment saying why. Never overwrites an existing file. Prints what it \
        wrote and what `plumb check` then finds; --baseline also records those findings, so that \
        `plumb check --baseline plumb-baseline.json` fails only on new ones.
        """
    )

    @Argument(help: "The folder to analyse and write .plumb.yml in (default: the current directory).")
    var path: String = "."

    @Flag(help: "Also write plumb-baseline.json with the findings the new configuration leaves today.")
    var baseline = false

    @Option(help: "Where per-file facts are cached between runs (default: .build/plumb-cache in the analysed folder).")
    var cachePath: String?

    @Flag(help: "Scan every file, reading and writing no cache.")
    var noCache = false

    static let baselineFileName = "plumb-baseline.json"

    /// The errors of a configuration text, as one line; nil when it loads.
    static func problems(of text: String) -> String? {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-init-\(UUID().uuidString).yml")
      defer { try? FileManager.default.removeItem(at: file) }
      guard (try? Data(text.utf8).write(to: file)) != nil else { return nil }
      let result = ConfigurationLoader().load(file: file, displayPath: ".plumb.yml")
      guard result.hasErrors else { return nil }
      return result.diagnostics.filter { $0.severity == .error }.map(\.message).joined(separator: "; ")
    }

    func run() throws {
      try runOrExit {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        let configurationFile = root.appendingPathComponent(".plumb.yml")
        let baselineFile = root.appendingPathComponent(Self.baselineFileName)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
          throw PlumbError("'\(path)' is not a folder")
        }
        for file in [configurationFile] + (baseline ? [baselineFile] : [])
        where FileManager.default.fileExists(atPath: file.path) {
          throw PlumbError(
            "'\(DisplayPath.of(file))' already exists: plumb init never overwrites it (edit it, or remove it first)")
        }

        let cache: URL? =
          noCache ? nil : cachePath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
          ?? AnalysisOptions.defaultCacheFolder(root: root)
        let options = AnalysisOptions(cacheFolder: cache)
        // The workspace read with the defaults: what is there, before any configuration says what it should be.
        let survey = Pipeline(root: root, options: options, configuration: ConfigurationLoader.defaults)
        let scanned = try survey.loadAndScan()
        printToStandardError(scanned.diagnostics)
        let score = survey.score(scanned)
        var starter = StarterConfiguration(graph: survey.checkedGraph(scanned.graph), detection: score.detection)
        if let problems = Self.problems(of: starter.yaml), !starter.layers.isEmpty {
          // The preset's policies name layers the proposal calls otherwise: give those names to proposed layers.
          let missing = problems.matches(of: #/unknown layer '([^']+)'/#).map { String($0.output.1) }
          var renamed = starter
          var unique: [String] = []
          for name in missing where !unique.contains(name) { unique.append(name) }
          if !unique.isEmpty, renamed.adoptPresetLayerNames(unique), Self.problems(of: renamed.yaml) == nil {
            starter = renamed
          }
        }
        if let problems = Self.problems(of: starter.yaml), !starter.layers.isEmpty {
          // A preset's policies name its own layers (`from: { layer: Features }`): layers of other names break them.
          starter.keepPresetLayers(
            because: "the \(starter.preset) preset's policies name its own layers (\(problems)), so they are kept")
        }
        if let problems = Self.problems(of: starter.yaml) {
          throw PlumbError("plumb init proposed a configuration that does not load (a bug in plumb): \(problems)")
        }
        let text = starter.yaml
        try OutputFile.write(Data(text.utf8), to: configurationFile, overwritingInputs: true)

        // What the written file checks today.
        let pipeline = try Pipeline(root: root, options: options)
        let report = pipeline.check(scanned)
        print("plumb: wrote \(DisplayPath.of(configurationFile)):\n")
        print(text)
        let findings = report.findings
        let byRule = Dictionary(grouping: findings, by: \.ruleID).map { "\($0.key) \($0.value.count)" }.sorted()
        let errors = findings.filter { $0.severity == .error }.count
        if findings.isEmpty {
          print("plumb check with it: clean (no finding).")
        } else {
          print(
            "plumb check with it: \(findings.count) finding\(findings.count == 1 ? "" : "s"), \(errors) at error severity (\(byRule.joined(separator: ", "))). Run `plumb check \(path)` to see them."
          )
        }
        if baseline {
          try PlumbKit.Baseline(findings: findings).write(to: baselineFile)
          print(
            "plumb: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(DisplayPath.of(baselineFile)); `plumb check --baseline \(DisplayPath.of(baselineFile)) \(path)` reports only new ones."
          )
        }
        return 0
      }
    }
  }
}
