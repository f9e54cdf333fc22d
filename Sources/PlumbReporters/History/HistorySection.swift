import Foundation
import PlumbModel

/// The report's "History" section (`plumb report --history FILE`): `plumb history`'s chart and table, read from the
/// JSON it wrote, so a CI job that keeps the history file shows the trend beside today's architecture.
enum HistorySection {
  static func html(_ history: ArchitectureHistory) -> String {
    var html = "<section id=\"history\"><h2>History</h2>\n<p>\(Escape.xml(history.sampling)).</p>\n"
    if let shallow = history.shallow { html += "<p class=\"hint\">\(Escape.xml(shallow)).</p>\n" }
    html += "<div class=\"chart\">\n" + HistoryChart.svg(history) + "</div>\n"
    let criteria = Criterion.allCases
    html += "<table class=\"sortable\"><thead><tr><th>commit</th><th>date</th><th>subject</th><th>modules</th>"
    html += "<th>edges</th><th>cycles</th><th>errors</th><th>warnings</th><th>lines</th><th>mean D</th><th>style</th>"
    html += criteria.map { "<th>\(Escape.xml($0.title))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    for revision in history.revisions {
      html += "<tr><td><code>\(Escape.xml(revision.shortCommit))</code></td><td>\(Escape.xml(revision.day))</td>"
      html += "<td>\(Escape.xml(revision.subject))"
      // A row analysed with a problem (files git has no object for) keeps its figures and says what it lacked.
      if revision.isAnalysed, let problem = revision.problem { html += "<br><em>\(Escape.xml(problem))</em>" }
      html += "</td>"
      guard revision.isAnalysed else {
        html += "<td colspan=\"\(8 + criteria.count)\">not analysed: \(Escape.xml(revision.problem ?? ""))</td></tr>\n"
        continue
      }
      let cells = [
        "\(revision.modules)", "\(revision.edges)", "\(revision.cycles)",
        "\(revision.findingsBySeverity["error"] ?? 0)", "\(revision.findingsBySeverity["warning"] ?? 0)",
        revision.metrics.map { "\($0.lines)" } ?? "-",
        revision.metrics.map { HistoryOutput.fixed($0.meanDistance, 2) } ?? "-", revision.style ?? "-",
      ] + criteria.map { revision.criteria[$0.rawValue].map(String.init) ?? "-" }
      html += cells.map { "<td>\(Escape.xml($0))</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody></table></section>\n"
  }
}
