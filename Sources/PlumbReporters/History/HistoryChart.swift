import Foundation
import PlumbModel

/// `plumb history`'s chart as standalone SVG, drawn here (no Graphviz): two panels over the same revisions, oldest
/// on the left. The upper one counts (modules, edges, cycles, findings) on one axis from 0 to the largest; the
/// lower one the eight criteria's scores from 0 to 100. A revision that could not be analysed breaks the lines.
public enum HistoryChart {
  /// One line: a name, a colour and a value per revision (nil: not analysed).
  struct Series {
    var name: String
    var colour: String
    var values: [Int?]
  }

  static let left = 72
  static let right = 200
  static let top = 28
  static let panelHeight = 160
  static let gap = 56
  static let step = 36

  public static func svg(_ history: ArchitectureHistory) -> String {
    let revisions = history.revisions
    let width = left + max(1, revisions.count - 1) * step + right
    let height = top + 2 * panelHeight + gap + 120
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
    svg += "viewBox=\"0 0 \(width) \(height)\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" "
    svg += "font-size=\"11\">\n<title>plumb history: \(Escape.xml(history.sampling))</title>\n"
    svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    func analysed(_ value: (ArchitectureHistory.Revision) -> Int) -> [Int?] {
      revisions.map { $0.isAnalysed ? value($0) : nil }
    }
    let counts = [
      Series(name: "modules", colour: ScoreChart.palette[0], values: analysed(\.modules)),
      Series(name: "edges", colour: ScoreChart.palette[1], values: analysed(\.edges)),
      Series(name: "cycles", colour: ScoreChart.palette[6], values: analysed(\.cycles)),
      Series(name: "findings", colour: ScoreChart.palette[3], values: analysed(\.findings)),
    ]
    let scores = Criterion.allCases.enumerated().map { index, criterion in
      Series(
        name: criterion.title, colour: ScoreChart.palette[index % ScoreChart.palette.count],
        values: revisions.map { $0.criteria[criterion.rawValue] })
    }
    let countMaximum = niceMaximum(counts.flatMap { $0.values.compactMap { $0 } }.max() ?? 0)
    svg += panel(counts, title: "Counts", top: top, maximum: countMaximum, points: revisions.count)
    svg += panel(scores, title: "Scores (0-100)", top: top + panelHeight + gap, maximum: 100, points: revisions.count)
    let axisY = top + 2 * panelHeight + gap + 14
    for (index, revision) in revisions.enumerated() {
      let x = xPosition(index)
      svg += "<text x=\"\(x)\" y=\"\(axisY)\" text-anchor=\"end\" fill=\"#445\" "
      svg += "transform=\"rotate(-60 \(x) \(axisY))\">\(Escape.xml(revision.day)) "
      svg += "\(Escape.xml(String(revision.commit.prefix(7))))</text>\n"
    }
    return svg + "</svg>\n"
  }

  /// One panel: its grid, its lines with a dot per analysed revision, and its legend on the right.
  static func panel(_ series: [Series], title: String, top: Int, maximum: Int, points: Int) -> String {
    let plotRight = left + max(1, points - 1) * step
    var svg = "<text x=\"\(left)\" y=\"\(top - 10)\" fill=\"#223\" font-weight=\"bold\">\(Escape.xml(title))</text>\n"
    for tick in 0...4 {
      let value = maximum * tick / 4
      let y = yPosition(value, top: top, maximum: maximum)
      svg += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(plotRight)\" y2=\"\(y)\" stroke=\"#e3e6ee\"/>"
      svg += "<text x=\"\(left - 6)\" y=\"\(y + 4)\" text-anchor=\"end\" fill=\"#667\">\(value)</text>\n"
    }
    for (number, line) in series.enumerated() {
      var segments: [[String]] = [[]]
      for (index, value) in line.values.enumerated() {
        guard let value else {
          segments.append([])
          continue
        }
        segments[segments.count - 1].append("\(xPosition(index)),\(yPosition(value, top: top, maximum: maximum))")
      }
      for segment in segments where segment.count > 1 {
        svg += "<polyline fill=\"none\" stroke=\"\(line.colour)\" stroke-width=\"2\" "
        svg += "points=\"\(segment.joined(separator: " "))\"/>\n"
      }
      for (index, value) in line.values.enumerated() {
        guard let value else { continue }
        svg += "<circle cx=\"\(xPosition(index))\" cy=\"\(yPosition(value, top: top, maximum: maximum))\" r=\"3\" "
        svg += "fill=\"\(line.colour)\"><title>\(Escape.xml(line.name)): \(value)</title></circle>\n"
      }
      let legendY = top + 6 + number * 18
      svg += "<rect x=\"\(plotRight + 16)\" y=\"\(legendY - 9)\" width=\"12\" height=\"12\" fill=\"\(line.colour)\"/>"
      svg += "<text x=\"\(plotRight + 34)\" y=\"\(legendY + 1)\" fill=\"#223\">\(Escape.xml(line.name))</text>\n"
    }
    return svg
  }

  static func xPosition(_ index: Int) -> Int { left + index * step }

  static func yPosition(_ value: Int, top: Int, maximum: Int) -> Int {
    top + panelHeight - value * panelHeight / max(1, maximum)
  }

  /// The axis's top: the largest value rounded up to 4 times 1, 2 or 5 times a power of ten, so ticks are round.
  static func niceMaximum(_ value: Int) -> Int {
    guard value > 4 else { return 4 }
    var unit = 1
    while true {
      for factor in [1, 2, 5] where 4 * factor * unit >= value { return 4 * factor * unit }
      unit *= 10
    }
  }
}
