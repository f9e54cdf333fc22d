import PlumbMetrics
import PlumbModel
import PlumbRules

/// A rule's documentation as Markdown: what `plumb explain` prints and what `Rules/docs/<id>.md` holds.
///
/// Built from the rule itself (info, options, examples) and its `///` comment, which the generator reads from the
/// rule's source. Each triggering example is run, so the page shows the messages the rule really prints.
public enum RuleDocumentation {
  public static func markdown(for rule: any Rule.Type, details: String? = nil) -> String {
    let info = rule.info
    var text = "# \(info.id)\n\n\(info.summary)\n\n"
    text += "- Default severity: \(info.defaultSeverity.rawValue)\n"
    text +=
      "- Enabled by default: \(rule.isEnabledByDefault ? "yes" : "no (turn it on under `rules:` in `.plumb.yml`)")\n"
    if rule.needsSourceFacts { text += "- Needs scanned sources: yes\n" }
    let presets = presetsEnabling(rule)
    text += "- Presets that turn it on: "
      + (presets.isEmpty ? "none" : presets.map { "`\($0.name)` (\($0.severity.rawValue))" }.joined(separator: ", ")) + "\n"
    text += "\n## Why\n\n\(info.rationale)\n"
    if let details, !details.isEmpty { text += "\n## How it works\n\n\(details)\n" }
    text += "\n## Options\n\n"
    if rule.parameters.isEmpty {
      text += "Only `severity` (`error`, `warning`, `note`, `off`).\n"
    } else {
      text += "| option | type | default | meaning |\n|---|---|---|---|\n"
      text +=
        "| `severity` | error, warning, note, off | \(info.defaultSeverity.rawValue) | How findings are reported. |\n"
      for parameter in rule.parameters {
        text +=
          "| `\(parameter.name)` | \(parameter.kind.rawValue) | `\(parameter.defaultValue)` | \(parameter.help) |\n"
      }
      text += "\n```yaml\nrules:\n  \(info.id):\n    severity: \(info.defaultSeverity.rawValue)\n"
      for parameter in rule.parameters { text += "    \(parameter.name): \(yaml(parameter.defaultValue))\n" }
      text += "```\n"
    }
    text += "\n## Examples\n\n"
    text += "Graphs are written `A -> B` (A depends on B and imports it; `A -/-> B`: declared, never imported; "
    text += "`A ..> B`: imported, not declared); `↓` marks where a finding points.\n"
    if !rule.triggeringExamples.isEmpty {
      text += "\n### Flagged\n"
      for example in rule.triggeringExamples { text += render(example, of: rule, showFindings: true) }
    }
    if !rule.nonTriggeringExamples.isEmpty {
      text += "\n### Accepted\n"
      for example in rule.nonTriggeringExamples { text += render(example, of: rule, showFindings: false) }
    }
    return text
  }

  private static func render(_ example: RuleExample, of rule: any Rule.Type, showFindings: Bool) -> String {
    var text = "\n```text\n\(example.graph)\n```\n"
    for (name, source) in example.sources.sorted(by: { $0.key < $1.key }) {
      text += "\nin `\(name)`:\n\n```swift\n\(source)\n```\n"
    }
    if let configuration = example.configuration {
      text += "\nwith `.plumb.yml`:\n\n```yaml\n\(configuration)\n```\n"
    }
    guard showFindings, let findings = run(example, of: rule), !findings.isEmpty else { return text }
    text += "\nreports:\n\n```text\n"
    for finding in findings { text += "\(finding.severity.rawValue): \(finding.message)\n" }
    return text + "```\n"
  }

  private static func run(_ example: RuleExample, of rule: any Rule.Type) -> [Finding]? {
    guard let parsed = try? RunnableExample(example) else { return nil }
    var configuration = Configuration()
    if let yaml = example.configuration {
      configuration = ConfigurationLoader().parse(yaml, file: "example").configuration
    }
    return parsed.run(rule, configuration: configuration).findings
  }

  /// The presets (`extends: <name>`) under which the rule runs, with the severity each gives it, by name.
  public static func presetsEnabling(_ rule: any Rule.Type) -> [(name: String, severity: Severity)] {
    let loader = ConfigurationLoader()
    return Presets.all.keys.sorted().compactMap { name in
      let configuration = loader.parse("extends: \(name)", file: "preset").configuration
      return configuration.severity(of: rule).map { (name, $0) }
    }
  }

  private static func yaml(_ value: ParameterValue) -> String {
    switch value {
    case .strings(let values): "[" + values.map { "'\($0)'" }.joined(separator: ", ") + "]"
    default: value.description
    }
  }

  /// The index page: every rule with its summary.
  public static func index(of rules: [any Rule.Type]) -> String {
    var text = "# Rules\n\nRun `plumb rules` for this list and `plumb explain <rule>` for a rule's page. "
    text += "[configuration.md](configuration.md) describes `.plumb.yml`, [presets.md](presets.md) the presets, "
    text += "and [custom-rules.md](custom-rules.md) how to write your own rule.\n\n"
    text += "| rule | default | summary |\n|---|---|---|\n"
    for rule in rules.sorted(by: { $0.info.id < $1.info.id }) {
      let state = rule.isEnabledByDefault ? rule.info.defaultSeverity.rawValue : "off"
      text += "| [\(rule.info.id)](\(rule.info.id).md) | \(state) | \(rule.info.summary) |\n"
    }
    return text
  }
}
