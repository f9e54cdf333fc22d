import Foundation
import PlumbKit
import Testing

@Suite struct OtherCommandsTests {
  @Test func rulesListsEveryRuleAndPreset() throws {
    let result = try PlumbBinary.run(["rules"])
    #expect(result.status == 0)
    for rule in RuleRegistry.all {
      #expect(result.output.contains(rule.info.id), "\(rule.info.id) missing")
    }
    let noCycles = result.output.split(separator: "\n").first { $0.hasPrefix("no-cycles ") }
    #expect(
      noCycles?.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        == "no-cycles error Modules must not depend on each other in a cycle.")
    #expect(result.output.contains("Presets (extends: <name>): bba, clean, default"))
  }

  @Test func explainPrintsTheRulePage() throws {
    let result = try PlumbBinary.run(["explain", "no-cycles"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("# no-cycles\n"))
    #expect(result.output.contains("## How it works"))
    #expect(result.output.contains("error: dependency cycle: Core → MacsList → Core"))
  }

  @Test func explainSuggestsTheNearestRule() throws {
    let result = try PlumbBinary.run(["explain", "no-cylces"])
    #expect(result.status == 2)
    #expect(result.errors.contains("unknown rule 'no-cylces' (did you mean 'no-cycles'?)"))
  }

  @Test func metricsFormats() throws {
    let directory = try makeWorkspaceFolder("plumb-metrics")
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = try PlumbBinary.run(["metrics", directory.path, "--format", "csv"])
    #expect(csv.status == 0)
    #expect(csv.output.hasPrefix("module,ca,ce,instability,abstractness,distance,"))
    let json = try PlumbBinary.run(["metrics", directory.path, "--format", "json"])
    #expect(json.status == 0)
    #expect(json.output.contains("\"typesKnown\""))
    let wrong = try PlumbBinary.run(["metrics", directory.path, "--format", "xml"])
    #expect(wrong.status == 2)
  }

  @Test func baselineWriteThenCheckIsClean() throws {
    let directory = try makeWorkspaceFolder("plumb-baseline")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plumb-baseline.json").path
    let write = try PlumbBinary.run(["baseline", "write", file, directory.path])
    #expect(write.status == 0, "\(write.errors)")
    #expect(write.output.contains("plumb: recorded"))
    let check = try PlumbBinary.run(["check", directory.path, "--baseline", file])
    #expect(check.status == 0, "\(check.errors)")
  }
}
