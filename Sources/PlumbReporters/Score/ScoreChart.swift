import Foundation
import PlumbModel

/// A grouped bar chart as standalone SVG: one group per criterion, one bar per codebase (its score 0–100), with
/// a legend. What `plumb compare --format svg` writes and the compare page embeds.
public enum ScoreChart {
  static let palette = ["#3b6fd8", "#d8753b", "#3ba86b", "#a83b9c", "#c9a227", "#3bb5c9", "#d83b5a", "#6b6b6b"]

  public static func svg(_ scores: [ArchitectureScore]) -> String {
    let criteria = Criterion.allCases
    let barWidth = max(6, min(18, 120 / max(1, scores.count)))
    let groupWidth = barWidth * scores.count + 24
    let left = 44
    let top = 20
    let plotHeight = 200
    let legendHeight = 22 * ((scores.count + 2) / 3)
    let width = left + groupWidth * criteria.count + 16
    let height = top + plotHeight + 96 + legendHeight
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
    svg += "viewBox=\"0 0 \(width) \(height)\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
    svg += "<title>plumb compare: scores 0-100 per criterion</title>\n"
    svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    for tick in stride(from: 0, through: 100, by: 25) {
      let y = top + plotHeight - tick * plotHeight / 100
      svg += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(width - 16)\" y2=\"\(y)\" stroke=\"#e3e6ee\"/>"
      svg += "<text x=\"\(left - 6)\" y=\"\(y + 4)\" text-anchor=\"end\" fill=\"#667\">\(tick)</text>\n"
    }
    // Rating bands: below 34 Low, below 67 Moderate.
    for threshold in [34, 67] {
      let y = top + plotHeight - threshold * plotHeight / 100
      svg += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(width - 16)\" y2=\"\(y)\" stroke=\"#b0b6c6\" stroke-dasharray=\"4 3\"/>\n"
    }
    for (group, criterion) in criteria.enumerated() {
      let x0 = left + group * groupWidth + 12
      for (index, score) in scores.enumerated() {
        let value = score[criterion]?.score ?? 0
        let barHeight = value * plotHeight / 100
        let x = x0 + index * barWidth
        let y = top + plotHeight - barHeight
        svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth - 2)\" height=\"\(barHeight)\" "
        svg += "fill=\"\(palette[index % palette.count])\"><title>\(Escape.xml(score.name)): "
        svg += "\(Escape.xml(criterion.title)) \(value) (\(score[criterion]?.rating.rawValue ?? "-"))</title></rect>\n"
      }
      let labelX = x0 + (barWidth * scores.count) / 2
      let labelY = top + plotHeight + 14
      svg += "<text x=\"\(labelX)\" y=\"\(labelY)\" text-anchor=\"end\" fill=\"#223\" "
      svg += "transform=\"rotate(-30 \(labelX) \(labelY))\">\(Escape.xml(criterion.title))</text>\n"
    }
    let legendTop = top + plotHeight + 90
    for (index, score) in scores.enumerated() {
      let x = left + (index % 3) * 220
      let y = legendTop + (index / 3) * 22
      svg += "<rect x=\"\(x)\" y=\"\(y - 10)\" width=\"12\" height=\"12\" fill=\"\(palette[index % palette.count])\"/>"
      svg += "<text x=\"\(x + 18)\" y=\"\(y)\" fill=\"#223\">\(Escape.xml(score.name)): "
      svg += "\(Escape.xml(score.detection.summary))</text>\n"
    }
    return svg + "</svg>\n"
  }
}
