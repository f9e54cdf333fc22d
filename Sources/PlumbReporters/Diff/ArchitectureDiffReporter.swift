import Foundation
import PlumbModel

/// `plumb diff`'s three formats: text for the terminal, JSON for tools, Markdown for a pull request comment (with a
/// Mermaid drawing of the changed part of the graph).
extension ArchitectureDiff {
  public enum Format: String, CaseIterable, Sendable {
    case text, json, markdown
  }

  public func rendered(as format: Format) -> String {
    switch format {
    case .text: text
    case .json: json
    case .markdown: markdown
    }
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }

  static func finding(_ finding: Finding) -> String {
    let place = finding.location.map { "\($0.file):\($0.line)" } ?? ""
    return "\(finding.severity.rawValue) [\(finding.ruleID)] \(finding.message)\(place.isEmpty ? "" : " (\(place))")"
  }

  // MARK: Text

  public var text: String {
    var lines = ["architecture change \(base) → \(head)"]
    func section(_ title: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      lines.append("\(title) (\(items.count)):")
      lines += items.map { "  \($0)" }
    }
    section("modules added", modulesAdded.map(\.description))
    section("modules removed", modulesRemoved.map(\.description))
    section("edges added", edgesAdded.map { "\($0.from) -> \($0.to)" })
    section("edges removed", edgesRemoved.map { "\($0.from) -> \($0.to)" })
    section("new cycles", newCycles.map { $0.map(\.description).joined(separator: " <-> ") })
    section("new findings", newFindings.map(Self.finding))
    section("fixed findings", fixedFindings.map(Self.finding))
    section(
      "metric changes",
      metricDeltas.map { "\($0.module) \($0.metric): \(Self.number($0.before)) -> \(Self.number($0.after))" })
    section("style", styleChange.map { ["\($0.before) -> \($0.after)"] } ?? [])
    section(
      "score changes",
      scoreDeltas.map {
        "\($0.criterion.rawValue): \($0.before) (\($0.beforeRating.rawValue)) -> \($0.after) (\($0.afterRating.rawValue))"
      })
    if isEmpty { lines.append("no architecture change") }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: JSON

  public var json: String {
    func edge(_ edge: Edge) -> [String: String] { ["from": edge.from.description, "to": edge.to.description] }
    func finding(_ finding: Finding) -> [String: Any] {
      var object: [String: Any] = [
        "rule": finding.ruleID, "severity": finding.severity.rawValue, "message": finding.message,
        "fingerprint": finding.fingerprint, "modules": finding.modules.map(\.description),
      ]
      if let location = finding.location { object["file"] = location.file; object["line"] = location.line }
      return object
    }
    let object: [String: Any] = [
      "base": base, "head": head,
      "modules": ["added": modulesAdded.map(\.description), "removed": modulesRemoved.map(\.description)],
      "edges": ["added": edgesAdded.map(edge), "removed": edgesRemoved.map(edge)],
      "newCycles": newCycles.map { $0.map(\.description) },
      "findings": ["new": newFindings.map(finding), "fixed": fixedFindings.map(finding)],
      "metrics": metricDeltas.map {
        ["module": $0.module.description, "metric": $0.metric, "before": $0.before, "after": $0.after] as [String: Any]
      },
      "score": [
        "style": styleChange.map { ["before": $0.before, "after": $0.after] } as Any? ?? NSNull(),
        "criteria": scoreDeltas.map {
          [
            "criterion": $0.criterion.rawValue, "before": $0.before, "after": $0.after,
            "beforeRating": $0.beforeRating.rawValue, "afterRating": $0.afterRating.rawValue,
          ] as [String: Any]
        },
      ] as [String: Any],
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  // MARK: Markdown

  public var markdown: String {
    var lines = ["## Architecture change: `\(base)` → `\(head)`", ""]
    if isEmpty {
      lines.append("No architecture change: the same modules, dependencies and findings.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += [
      "| | added | removed |", "|---|---|---|",
      "| modules | \(modulesAdded.count) | \(modulesRemoved.count) |",
      "| dependencies | \(edgesAdded.count) | \(edgesRemoved.count) |",
      "| findings | \(newFindings.count) new | \(fixedFindings.count) fixed |",
      "",
    ]
    if !newCycles.isEmpty {
      lines.append("**New cycles:** " + newCycles.map { "`" + $0.map(\.name).joined(separator: " ↔ ") + "`" }.joined(separator: ", "))
      lines.append("")
    }
    if let diagram = mermaid {
      lines += ["### What changed in the graph", "", "```mermaid", diagram, "```", ""]
    }
    func table(_ title: String, _ findings: [Finding]) {
      guard !findings.isEmpty else { return }
      lines += ["### \(title)", "", "| severity | rule | message | where |", "|---|---|---|---|"]
      for finding in findings {
        let place = finding.location.map { "`\($0.file):\($0.line)`" } ?? ""
        let message = finding.message.replacingOccurrences(of: "|", with: "\\|")
        lines.append("| \(finding.severity.rawValue) | `\(finding.ruleID)` | \(message) | \(place) |")
      }
      lines.append("")
    }
    table("New findings", newFindings)
    table("Fixed findings", fixedFindings)
    if styleChange != nil || !scoreDeltas.isEmpty {
      lines += ["### Score", ""]
      if let styleChange { lines += ["Detected style: \(styleChange.before) → **\(styleChange.after)**", ""] }
      if !scoreDeltas.isEmpty {
        lines += ["| criterion | before | after |", "|---|---|---|"]
        for delta in scoreDeltas {
          lines.append(
            "| \(delta.criterion.rawValue) | \(delta.before) (\(delta.beforeRating.rawValue)) "
              + "| \(delta.after) (\(delta.afterRating.rawValue)) |")
        }
        lines.append("")
      }
    }
    if !metricDeltas.isEmpty {
      lines += ["### Metrics", "", "| module | metric | before | after |", "|---|---|---|---|"]
      for delta in metricDeltas {
        lines.append("| \(delta.module.name) | \(delta.metric) | \(Self.number(delta.before)) | \(Self.number(delta.after)) |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Mermaid flowchart of the changed part: the ends of every added or removed edge and every added or removed
  /// module, the head's other edges between them for context, added edges thick and green, removed ones dashed
  /// and red, added modules green, removed ones red. Nil when no edge or module changed.
  public var mermaid: String? {
    var nodes = Set(modulesAdded + modulesRemoved)
    for edge in edgesAdded + edgesRemoved {
      nodes.insert(edge.from)
      nodes.insert(edge.to)
    }
    guard !nodes.isEmpty else { return nil }
    let sorted = nodes.sorted()
    let ids = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, "m\($0)") })
    var lines = ["flowchart TD"]
    for node in sorted {
      let label = node.name.replacingOccurrences(of: "\"", with: "#quot;")
      lines.append("  \(ids[node]!)[\"\(label)\"]")
    }
    let added = Set(edgesAdded)
    let context = headEdges.filter { nodes.contains($0.from) && nodes.contains($0.to) && !added.contains($0) }.sorted()
    var index = 0
    var addedLinks: [Int] = []
    var removedLinks: [Int] = []
    for edge in context {
      lines.append("  \(ids[edge.from]!) --> \(ids[edge.to]!)")
      index += 1
    }
    for edge in edgesAdded {
      lines.append("  \(ids[edge.from]!) ==>|new| \(ids[edge.to]!)")
      addedLinks.append(index)
      index += 1
    }
    for edge in edgesRemoved {
      lines.append("  \(ids[edge.from]!) -.->|removed| \(ids[edge.to]!)")
      removedLinks.append(index)
      index += 1
    }
    if !addedLinks.isEmpty {
      lines.append("  linkStyle \(addedLinks.map(String.init).joined(separator: ",")) stroke:#1a7f37,stroke-width:3px")
    }
    if !removedLinks.isEmpty {
      lines.append("  linkStyle \(removedLinks.map(String.init).joined(separator: ",")) stroke:#cf222e,stroke-dasharray:4")
    }
    for module in modulesAdded { lines.append("  style \(ids[module]!) fill:#dafbe1,stroke:#1a7f37") }
    for module in modulesRemoved { lines.append("  style \(ids[module]!) fill:#ffebe9,stroke:#cf222e") }
    return lines.joined(separator: "\n")
  }
}
