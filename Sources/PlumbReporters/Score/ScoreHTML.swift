import Foundation
import PlumbModel

/// The score of one codebase as HTML: the style with its evidence, then the eight criteria with their measures
/// and the thesis's rating. Used by the report's scores section and by `plumb compare --format html`.
enum ScoreHTML {
  static func body(_ score: ArchitectureScore) -> String {
    let detection = score.detection
    var html = "<p><span class=\"tag\">\(Escape.xml(detection.summary))</span> confidence "
    html += String(format: "%.2f", detection.confidence) + "</p>\n<ul class=\"evidence\">"
    for line in detection.evidence { html += "<li>\(Escape.xml(line))</li>" }
    if !detection.roleCounts.isEmpty { html += "<li>Roles: \(Escape.xml(ScoreOutput.roleCounts(detection))).</li>" }
    html += "</ul>\n"
    if !detection.decidingTypes.isEmpty {
      html += "<details><summary>Deciding types</summary><ul class=\"evidence\">"
      for type in detection.decidingTypes {
        html += "<li><code>\(Escape.xml(type.type))</code> (\(type.role.rawValue), \(Escape.xml(type.file)):\(type.line)): "
        html += "\(Escape.xml(type.shows))</li>"
      }
      html += "</ul></details>\n"
    }
    let thesis = score.thesisColumn.map { "Thesis (\(Escape.xml($0)))" } ?? "Thesis"
    html += "<table class=\"scores\"><thead><tr><th>Criterion</th><th class=\"num\">Score</th><th>Rating</th>"
    html += "<th>\(thesis)</th><th>Measures (value → part × weight)</th></tr></thead><tbody>\n"
    for criterion in score.criteria {
      html += "<tr><td>\(Escape.xml(criterion.criterion.title))</td>"
      html += "<td class=\"num\"><span class=\"bar\"><span style=\"width:\(criterion.score)%\"></span></span> "
      html += "\(criterion.score)</td><td>\(rating(criterion.rating, criterion.criterion))</td><td>"
      if let thesisRating = criterion.thesis {
        html += rating(thesisRating, criterion.criterion) + (criterion.agreesWithThesis == true ? " agrees" : " differs")
      }
      html += "</td><td class=\"evidence\">"
      html += criterion.measures.map { measure in
        Escape.xml(
          "\(measure.name): \(measure.shown) → \(Int((measure.normalized * 100).rounded())) × "
            + String(format: "%.2f", measure.weight))
      }.joined(separator: "<br>")
      html += "</td></tr>\n"
    }
    html += "</tbody></table>\n"
    if score.thesisColumn == nil {
      html += "<p class=\"hint\">The thesis rates MVC, MVVM, VIPER and BbA only.</p>\n"
    }
    return html
  }

  /// A rating coloured by what it means for the criterion: High coupling is red, High organization green.
  static func rating(_ rating: Rating, _ criterion: Criterion) -> String {
    let tone: String
    switch rating {
    case .moderate: tone = "moderate"
    case .high: tone = criterion.higherIsBetter ? "high" : "low"
    case .low: tone = criterion.higherIsBetter ? "low" : "high"
    }
    return "<span class=\"rating \(tone)\">\(rating.rawValue)</span>"
  }
}
