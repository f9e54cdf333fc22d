import Foundation
import PlumbModel

/// A Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment: counts, findings grouped by rule,
/// input diagnostics, and the module graph as a Mermaid diagram (GitHub renders it).
public enum MarkdownReporter: Reporter {
  public static let identifier = "markdown"
  public static let fileExtension = "md"
  public static let summary = "A Markdown summary with a Mermaid graph, for GitHub step summaries and PR comments."

  public static func report(_ input: ReportInput, context: ReportContext) -> String {
    var text = "## plumb: \(input.summaryLine)\n\n"
    let byRule = Dictionary(grouping: input.findings, by: \.ruleID)
    if byRule.isEmpty {
      text += "No findings.\n\n"
    } else {
      text += "| Rule | Errors | Warnings | Notes |\n|---|---:|---:|---:|\n"
      for rule in byRule.keys.sorted() {
        let findings = byRule[rule]!
        let counts = [Severity.error, .warning, .note].map { s in findings.filter { $0.severity == s }.count }
        text += "| `\(rule)` | \(counts[0]) | \(counts[1]) | \(counts[2]) |\n"
      }
      text += "\n"
      for rule in byRule.keys.sorted() {
        text += "### `\(rule)`"
        if let info = input.rule(rule) { text += ": \(cell(info.summary))" }
        text += "\n\n| | Location | Message |\n|---|---|---|\n"
        for finding in byRule[rule]! {
          let place = input.location(of: finding).map { "`\(cell($0.description))`" } ?? ""
          let message = ([finding.message] + finding.notes).map(cell).joined(separator: "<br>")
          text += "| \(icon(finding.severity)) | \(place) | \(message) |\n"
        }
        text += "\n"
      }
    }
    if !input.diagnostics.isEmpty {
      text += "### Input diagnostics\n\n"
      for diagnostic in input.diagnostics {
        let place = diagnostic.location.map { "`\(cell($0.description))`: " } ?? ""
        text += "- \(icon(diagnostic.severity)) \(place)\(cell(diagnostic.message))\n"
      }
      text += "\n"
    }
    var diagram = context.diagram
    diagram.maxNodes = nil
    let mermaid = MermaidEncoder.encode(input, options: diagram)
    if mermaid.utf8.count > maximumMermaidBytes || MermaidEncoder.rendererLimits(mermaid) != nil {
      // GitHub stops rendering Mermaid past about 50 kB or 500 edges; a broken diagram helps nobody.
      text += "_The module graph is too large to draw here (\(mermaid.utf8.count / 1000) kB of Mermaid); "
      text += "narrow it with `plumb graph --format mermaid --focus MODULE --depth 1`._\n"
    } else {
      text += "<details><summary>Module graph</summary>\n\n```mermaid\n\(mermaid)```\n\n</details>\n"
    }
    return text
  }

  /// Mermaid's default `maxTextSize` is 50,000 characters; stay below it.
  static let maximumMermaidBytes = 45_000

  static func icon(_ severity: Severity) -> String {
    switch severity {
    case .error: "❌ error"
    case .warning: "⚠️ warning"
    case .note: "ℹ️ note"
    }
  }

  /// Text safe inside a table cell: pipes escaped, lines joined, HTML brackets neutralised.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\n", with: " ")
  }
}
