import Foundation
import PlumbTestSupport
import Testing

/// The GitHub Action's check step (scripts/ci/github-action-check.sh) run as the action runs it, with the plumb the
/// tests built; and action.yml and the CI examples in docs/ci read as YAML (Python's yaml from the tests' own
/// virtual environment) for what GitHub and GitLab need of them.
@Suite struct CIIntegrationTests {
  static let root = Fixtures.repositoryRoot

  struct ActionRun {
    var status: Int32
    var log: String
    var outputs: String
    var stepSummary: String
    var sarif: Data?
  }

  static func runCheckStep(on sample: String) throws -> ActionRun {
    let binary = try #require(PlumbBinary.url, "build plumb first")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-action-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputs = folder.appendingPathComponent("github-output")
    let stepSummary = folder.appendingPathComponent("step-summary")
    let sarif = folder.appendingPathComponent("plumb.sarif")
    let result = try Shell.run(
      [root.appendingPathComponent("scripts/ci/github-action-check.sh").path],
      environment: [
        "PLUMB": binary.path, "PLUMB_PATH": Fixtures.sample(sample).path, "PLUMB_ARGS": "--no-cache",
        "PLUMB_SARIF": sarif.path, "PLUMB_SUMMARY": folder.appendingPathComponent("summary.md").path,
        "GITHUB_OUTPUT": outputs.path, "GITHUB_STEP_SUMMARY": stepSummary.path, "NO_COLOR": "1",
      ])
    return ActionRun(
      status: result.status, log: result.output,
      outputs: (try? String(contentsOf: outputs, encoding: .utf8)) ?? "",
      stepSummary: (try? String(contentsOf: stepSummary, encoding: .utf8)) ?? "",
      sarif: try? Data(contentsOf: sarif))
  }

  @Test func theCheckStepAnnotatesSummarisesAndWritesSARIFOnAViolatingSample() throws {
    let run = try Self.runCheckStep(on: "Violations/graph-rules")
    // The step itself succeeds; the action's last step fails on the recorded exit code.
    #expect(run.status == 0, "\(run.log)")
    #expect(run.outputs.contains("exit-code=1\n"), "\(run.outputs)")
    #expect(run.outputs.contains("sarif="))
    #expect(run.log.contains("::error file="), "\(run.log)")
    #expect(run.stepSummary.contains("|"), "the job summary has no Markdown table: \(run.stepSummary)")
    let sarif = try #require(run.sarif)
    let json = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
    let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
  }

  @Test func theCheckStepRecordsACleanRun() throws {
    let run = try Self.runCheckStep(on: "ClassicMac/BbA")
    #expect(run.status == 0, "\(run.log)")
    #expect(run.outputs.contains("exit-code=0\n"), "\(run.outputs)")
    #expect(!run.log.contains("::error"))
    #expect(!run.stepSummary.isEmpty)
  }

  @Test func theCheckStepRecordsAFailureToRun() throws {
    let run = try Self.runCheckStep(on: "does-not-exist")
    #expect(run.outputs.contains("exit-code=2\n"), "\(run.outputs)")
    #expect(run.stepSummary.contains("could not run"))
  }

  /// Python reads each YAML file and prints the facts asked for, as JSON.
  static func facts(_ file: String, _ expression: String) throws -> Any {
    let bin = try PreCommitHookTests.testTools.get()
    let script = "import json, sys, yaml\nd = yaml.safe_load(open(sys.argv[1]))\nprint(json.dumps(\(expression)))"
    let result = try Shell.run(
      [bin.appendingPathComponent("python3").path, "-c", script, root.appendingPathComponent(file).path])
    guard result.status == 0 else { throw PlumbTestError("\(file): \(result.output)") }
    return try JSONSerialization.jsonObject(with: Data(result.output.utf8), options: .fragmentsAllowed)
  }

  @Test func theActionIsACompositeThatRunsTheCheckStepAndUploadsSARIF() throws {
    let using = try Self.facts("action.yml", "d['runs']['using']") as? String
    #expect(using == "composite")
    let steps = try #require(try Self.facts("action.yml", "d['runs']['steps']") as? [[String: Any]])
    for step in steps where step["run"] != nil {
      #expect(step["shell"] as? String == "bash", "a composite step that runs a command needs a shell: \(step)")
    }
    let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
    #expect(runs.contains("scripts/ci/github-action-check.sh"))
    #expect(FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent("scripts/ci/github-action-check.sh").path))
    let uses = steps.compactMap { $0["uses"] as? String }
    #expect(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") })
    #expect(uses.contains { $0.hasPrefix("actions/cache@") })
  }

  @Test func theWorkflowExampleMayUploadSARIF() throws {
    let permissions = try #require(try Self.facts("docs/ci/github-workflow.yml", "d['permissions']") as? [String: String])
    #expect(permissions["security-events"] == "write")
    let gitlab = try #require(try Self.facts("docs/ci/gitlab-ci.yml", "d['plumb']['artifacts']['reports']") as? [String: String])
    #expect(gitlab["codequality"] == "gl-code-quality.json")
  }
}
