import Foundation
import PlumbModel

/// `plumb score` as text, Markdown or JSON: the detected style with its evidence, then the eight criteria with
/// the numbers behind each and the thesis's rating beside.
public enum ScoreOutput {
  public static func text(_ score: ArchitectureScore) -> String {
    var out = ""
    let detection = score.detection
    out += "\(score.name): \(detection.summary) (confidence \(String(format: "%.2f", detection.confidence)))\n"
    out += "  \(score.codeModules) code module\(score.codeModules == 1 ? "" : "s"), \(score.files) files, \(score.lines) code lines\n"
    out += "\nWhy:\n"
    for line in detection.evidence { out += "  - \(line)\n" }
    if !detection.roleCounts.isEmpty {
      out += "  - Roles: " + roleCounts(detection) + ".\n"
    }
    if !detection.decidingTypes.isEmpty {
      out += "\nDeciding types:\n"
      for type in detection.decidingTypes {
        out += "  \(type.type) (\(type.role.rawValue), \(type.file):\(type.line)): \(type.shows)\n"
      }
    }
    let withScreens = score.modules.filter { $0.screens > 0 }
    if score.modules.count > 1 && !withScreens.isEmpty {
      out += "\nModules with screens:\n"
      for module in withScreens {
        out += "  \(module.module.name): \(styleName(module)) (\(module.screens) screen\(module.screens == 1 ? "" : "s"))\n"
      }
    }
    let thesis = score.thesisColumn.map { "thesis (\($0))" } ?? "thesis"
    out += "\nCriteria" + String(repeating: " ", count: 17) + "score  rating    \(thesis)\n"
    for criterion in score.criteria {
      let name = criterion.criterion.title.padding(toLength: 24, withPad: " ", startingAt: 0)
      let value = String(criterion.score).leftPadded(to: 6)
      let rating = criterion.rating.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      let verdict: String
      switch criterion.agreesWithThesis {
      case true?: verdict = "\(criterion.thesis!.rawValue)  agrees"
      case false?: verdict = "\(criterion.thesis!.rawValue)  differs"
      case nil: verdict = "-"
      }
      out += "  \(name)\(value)  \(rating) \(verdict)\n"
      for measure in criterion.measures {
        out += "      \(measure.shown): \(measure.name) → \(Int((measure.normalized * 100).rounded())) × \(decimal(measure.weight))\n"
      }
    }
    if score.thesisColumn == nil {
      out += "\nThe thesis has no column for \(detection.style.rawValue); its ratings are for MVC, MVVM, VIPER and BbA.\n"
    }
    return out
  }

  static func styleName(_ module: ModuleStyle) -> String {
    module.style == .unsure || module.style == .mixed ? "\(module.style.rawValue) (leaning \(module.leaning.rawValue))" : module.style.rawValue
  }

  static func roleCounts(_ detection: StyleDetection) -> String {
    Role.allCases.compactMap { role in detection.roleCounts[role].map { "\($0) \(role.rawValue)" } }.joined(separator: ", ")
  }

  static func decimal(_ value: Double) -> String { String(format: "%.2f", value) }
}

extension String {
  func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

extension ScoreOutput {
  public static func markdown(_ score: ArchitectureScore) -> String {
    let detection = score.detection
    var out = "## \(score.name): \(detection.summary)\n\n"
    out += "Confidence \(String(format: "%.2f", detection.confidence)); \(score.codeModules) code modules, "
    out += "\(score.files) files, \(score.lines) code lines.\n\n"
    for line in detection.evidence { out += "- \(line)\n" }
    if !detection.roleCounts.isEmpty { out += "- Roles: \(roleCounts(detection)).\n" }
    if !detection.decidingTypes.isEmpty {
      out += "\nDeciding types:\n\n"
      for type in detection.decidingTypes {
        out += "- `\(type.type)` (\(type.role.rawValue), `\(type.file):\(type.line)`): \(type.shows)\n"
      }
    }
    out += "\n| criterion | score | rating | thesis (\(score.thesisColumn ?? "none")) | measures (value → part × weight) |\n"
    out += "|---|---:|---|---|---|\n"
    for criterion in score.criteria {
      let thesis = criterion.thesis.map { "\($0.rawValue) (\(criterion.agreesWithThesis == true ? "agrees" : "differs"))" } ?? "-"
      let measures = criterion.measures.map {
        "\($0.name): \($0.shown) → \(Int(($0.normalized * 100).rounded())) × \(decimal($0.weight))"
      }.joined(separator: "<br>")
      out += "| \(criterion.criterion.title) | \(criterion.score) | \(criterion.rating.rawValue) | \(thesis) | "
      out += measures.replacingOccurrences(of: "|", with: "\\|") + " |\n"
    }
    return out
  }

  /// The documented shape (Rules/docs/scores.md): `{"format": "plumb-score", "formatVersion": 1, "codebase": …}`.
  public static func json(_ score: ArchitectureScore) -> String {
    encode(ScoreDocument(codebase: score))
  }

  struct ScoreDocument: Encodable {
    var format = "plumb-score"
    var formatVersion = 1
    var codebase: ArchitectureScore
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain values cannot fail.
    let data = try! encoder.encode(value)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
