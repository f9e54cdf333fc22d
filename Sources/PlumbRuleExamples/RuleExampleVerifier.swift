import PlumbMetrics
import PlumbModel
import PlumbRules

/// Runs a rule's examples: each triggering example must produce findings at exactly its `↓` marks, each
/// non-triggering example none. Used by the tests of every rule, built in or custom.
public enum RuleExampleVerifier {
  /// Problems with the rule's examples, each naming the example's file and line; empty when all pass.
  public static func verify(_ rule: any Rule.Type) -> [String] {
    var problems: [String] = []
    for example in rule.triggeringExamples {
      problems += verify(rule, example, triggering: true)
    }
    for example in rule.nonTriggeringExamples {
      problems += verify(rule, example, triggering: false)
    }
    if rule.triggeringExamples.isEmpty { problems.append("\(rule.info.id): has no triggering example") }
    return problems
  }

  public static func verify(_ rule: any Rule.Type, _ example: RuleExample, triggering: Bool) -> [String] {
    let place = "\(example.file):\(example.line)"
    let parsed: RunnableExample
    do {
      parsed = try RunnableExample(example)
    } catch {
      return ["\(place): example does not parse: \(error)"]
    }
    var configuration = Configuration()
    if let yaml = example.configuration {
      let loaded = ConfigurationLoader().parse(yaml, file: "example.plumb.yml")
      if !loaded.diagnostics.isEmpty {
        return ["\(place): example configuration has problems: \(loaded.diagnostics.map(\.description))"]
      }
      configuration = loaded.configuration
    }
    // The example is about this rule: run it even when it is opt-in.
    let result = parsed.run(rule, configuration: configuration)
    let actual = result.findings.map { parsed.label(of: $0.location) }.sorted()
    let expected = triggering ? parsed.expected : []
    if triggering && expected.isEmpty { return ["\(place): triggering example has no ↓ mark"] }
    guard actual != expected else { return [] }
    let messages = result.findings.map { "    \(parsed.label(of: $0.location)): \($0.message)" }.joined(separator: "\n")
    return [
      """
      \(place): \(rule.info.id) example '\(example.graph)'
        expected findings at: \(expected)
        found findings at:    \(actual)
      \(messages)
      """
    ]
  }

  /// Module sizes from the example's bracket attributes (`lines=`, `files=`, `types=`, `abstract=`).
  public static func sizes(of example: ExampleGraph) -> [ModuleID: ModuleSize] {
    var sizes: [ModuleID: ModuleSize] = [:]
    for module in example.graph.modules {
      let attributes = example.attributes[module.id] ?? [:]
      sizes[module.id] = ModuleSize(
        lines: attributes["lines"] ?? 0, files: attributes["files"] ?? 0, types: attributes["types"],
        abstractTypes: attributes["abstract"])
    }
    return sizes
  }
}
