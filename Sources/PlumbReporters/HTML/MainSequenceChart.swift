import PlumbModel

/// Abstractness against instability as an inline SVG: the main sequence (A + I = 1, D = 0), the zones of pain and
/// uselessness, and each module as a dot coloured by its distance from the line.
enum MainSequenceChart {
  static func svg(_ metrics: [ModuleMetrics]) -> String {
    let size = 440.0, margin = 48.0
    let plot = size - 2 * margin
    func x(_ i: Double) -> Double { margin + i * plot }
    func y(_ a: Double) -> Double { size - margin - a * plot }
    func f(_ value: Double) -> String { String((value * 10).rounded() / 10) }

    var svg = """
      <svg class="chart" viewBox="0 0 \(Int(size)) \(Int(size))" width="\(Int(size))" height="\(Int(size))" \
      xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Abstractness against instability">

      """
    // Zones: pain near (0, 0), uselessness near (1, 1).
    svg += "<path d=\"M\(f(x(0))) \(f(y(0))) L\(f(x(0.5))) \(f(y(0))) A\(f(plot / 2)) \(f(plot / 2)) 0 0 0 \(f(x(0))) \(f(y(0.5))) Z\" class=\"zone pain\"/>\n"
    svg += "<path d=\"M\(f(x(1))) \(f(y(1))) L\(f(x(0.5))) \(f(y(1))) A\(f(plot / 2)) \(f(plot / 2)) 0 0 0 \(f(x(1))) \(f(y(0.5))) Z\" class=\"zone useless\"/>\n"
    svg += "<text x=\"\(f(x(0.03)))\" y=\"\(f(y(0.04)))\" class=\"zone-label\">zone of pain</text>\n"
    svg += "<text x=\"\(f(x(0.97)))\" y=\"\(f(y(0.94)))\" class=\"zone-label\" text-anchor=\"end\">zone of uselessness</text>\n"
    // Frame and grid.
    for tick in stride(from: 0.0, through: 1.0, by: 0.25) {
      svg += "<line x1=\"\(f(x(tick)))\" y1=\"\(f(y(0)))\" x2=\"\(f(x(tick)))\" y2=\"\(f(y(1)))\" class=\"grid\"/>\n"
      svg += "<line x1=\"\(f(x(0)))\" y1=\"\(f(y(tick)))\" x2=\"\(f(x(1)))\" y2=\"\(f(y(tick)))\" class=\"grid\"/>\n"
      svg += "<text x=\"\(f(x(tick)))\" y=\"\(f(y(0) + 16))\" text-anchor=\"middle\" class=\"tick\">\(tick)</text>\n"
      svg += "<text x=\"\(f(x(0) - 8))\" y=\"\(f(y(tick) + 4))\" text-anchor=\"end\" class=\"tick\">\(tick)</text>\n"
    }
    svg += "<rect x=\"\(f(x(0)))\" y=\"\(f(y(1)))\" width=\"\(f(plot))\" height=\"\(f(plot))\" class=\"frame\"/>\n"
    svg += "<line x1=\"\(f(x(0)))\" y1=\"\(f(y(1)))\" x2=\"\(f(x(1)))\" y2=\"\(f(y(0)))\" class=\"main-sequence\"/>\n"
    svg += "<text x=\"\(f(x(0.56)))\" y=\"\(f(y(0.47)))\" class=\"main-sequence-label\" transform=\"rotate(45 \(f(x(0.56))) \(f(y(0.47))))\">D = 0</text>\n"
    svg += "<text x=\"\(f(x(0.5)))\" y=\"\(f(size - 8))\" text-anchor=\"middle\" class=\"axis\">Instability I = Ce / (Ca + Ce)</text>\n"
    svg += "<text x=\"14\" y=\"\(f(y(0.5)))\" text-anchor=\"middle\" class=\"axis\" transform=\"rotate(-90 14 \(f(y(0.5))))\">Abstractness A</text>\n"
    // Modules, labels to the right unless that would leave the plot.
    for metric in metrics {
      let cx = x(metric.instability), cy = y(metric.abstractness)
      let name = Escape.xml(metric.module.name)
      svg += "<g class=\"module\"><title>\(Escape.xml(metric.module.description)): I = \(f2(metric.instability)), "
      svg += "A = \(f2(metric.abstractness)), D = \(f2(metric.distance))</title>"
      svg += "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"6\" fill=\"\(distanceColor(metric.distance))\"/>"
      let right = metric.instability < 0.8
      svg += "<text x=\"\(f(cx + (right ? 9 : -9)))\" y=\"\(f(cy - 7))\"\(right ? "" : " text-anchor=\"end\"")>\(name)</text></g>\n"
    }
    return svg + "</svg>"
  }

  /// Green on the main sequence, red far from it (D ≥ 0.7).
  static func distanceColor(_ distance: Double) -> String {
    InstabilityColor.hex(min(distance / 0.7, 1), saturation: 0.8, value: 0.85)
  }

  static func f2(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }
}
