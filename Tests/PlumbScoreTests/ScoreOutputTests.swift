import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import PlumbModel
import PlumbReporters
import PlumbTestSupport
import Testing

/// The outputs of `plumb score` and `plumb compare`: the documented JSON shape, a chart other tools read, and every
/// number behind a rating printed.
@Suite struct ScoreOutputTests {
  static let bba = Result { try ScoreSamplesTests.score("ClassicMac/BbA") }
  static let mvc = Result { try ScoreSamplesTests.score("ClassicMac/MVC") }

  @Test func jsonHasTheDocumentedShape() throws {
    let score = try Self.bba.get()
    let json = ScoreOutput.json(score)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["format"] as? String == "plumb-score")
    #expect(object["formatVersion"] as? Int == 1)
    let codebase = try #require(object["codebase"] as? [String: Any])
    let detection = try #require(codebase["detection"] as? [String: Any])
    #expect(detection["style"] as? String == "BbA")
    #expect((detection["roleCounts"] as? [String: Int])?["coordinator"] == 2)
    let criteria = try #require(codebase["criteria"] as? [[String: Any]])
    #expect(criteria.map { $0["criterion"] as? String } == Criterion.allCases.map(\.rawValue))
    #expect(criteria.allSatisfy { ($0["measures"] as? [[String: Any]])?.isEmpty == false })
    #expect(codebase["thesisColumn"] as? String == "BbA")
    // Decoding gives back the same value: nothing is lost on the way out.
    struct Document: Decodable { var codebase: ArchitectureScore }
    #expect(try JSONDecoder().decode(Document.self, from: Data(json.utf8)).codebase == score)
  }

  @Test func textPrintsEveryMeasureAndTheThesis() throws {
    let score = try Self.mvc.get()
    let text = ScoreOutput.text(score)
    #expect(text.hasPrefix("MVC: MVC (confidence 1.00)\n"))
    for criterion in score.criteria {
      for measure in criterion.measures { #expect(text.contains("\(measure.shown): \(measure.name)")) }
    }
    #expect(text.contains("thesis (MVC)"))
    #expect(text.contains("Low  agrees"))
  }

  @Test func compareWritesTheThesisLayoutAndAChart() throws {
    let scores = [try Self.bba.get(), try Self.mvc.get()]
    let markdown = CompareOutput.markdown(scores)
    #expect(markdown.hasPrefix("| criterion | BbA | MVC | thesis MVC | thesis MVVM | thesis VIPER | thesis BbA |\n"))
    #expect(markdown.contains("| Coupling | Low (29) | Moderate (57) | High | Moderate | Low | Low |"))
    let compareJSON = try #require(
      try JSONSerialization.jsonObject(with: Data(CompareOutput.json(scores).utf8)) as? [String: Any])
    #expect((compareJSON["codebases"] as? [Any])?.count == 2)
    #expect(((compareJSON["thesis"] as? [String: [String: String]])?["VIPER"])?["complexity"] == "High")
    let svg = ScoreChart.svg(scores)
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "the chart is well-formed XML")
    // One bar per codebase per criterion.
    #expect(svg.components(separatedBy: "<rect x=").count - 1 == 2 * Criterion.allCases.count + 2)
    let html = CompareOutput.html(scores)
    #expect(html.contains("<svg xmlns="))
    #expect(html.components(separatedBy: "<table class=\"scores\">").count - 1 == 3)
  }
}
