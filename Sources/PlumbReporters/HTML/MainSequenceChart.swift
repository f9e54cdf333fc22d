import PlumbModel

/// Abstractness against instability as an inline SVG: the main sequence (A + I = 1, D = 0), the zones of pain and
/// uselessness, and each module as a dot coloured by its instability (the report's one scale), ringed in red when it
/// is far from the line (D ≥ 0.5). Labels never overlap: a label with no free spot near its dot is replaced by a
/// number, and the numbers are listed beside the chart.
enum MainSequenceChart {
  /// The chart and, when some labels did not fit, the list of numbered dots beside it.
  static func html(_ metrics: [ModuleMetrics]) -> String {
    let (chart, crowded) = draw(metrics)
    var html = "<div class=\"chart-box\">\(chart)"
    if !crowded.isEmpty {
      let columns = crowded.count > 8 ? " columns" : ""
      html += "<ol class=\"crowded\(columns)\" aria-label=\"Dots numbered on the chart\">"
      for (number, names) in crowded.enumerated() {
        html += "<li value=\"\(number + 1)\">\(Escape.xml(names))</li>"
      }
      html += "</ol>"
    }
    return html + "</div>\n"
  }

  static func svg(_ metrics: [ModuleMetrics]) -> String { draw(metrics).svg }

  /// The SVG, and the labels of the dots drawn with a number instead, in number order.
  static func draw(_ metrics: [ModuleMetrics]) -> (svg: String, crowded: [String]) {
    // More room when there are many dots.
    let size = groups(metrics).count > 25 ? 640.0 : 480.0
    let margin = 48.0
    let plot = size - 2 * margin
    func x(_ i: Double) -> Double { margin + i * plot }
    func y(_ a: Double) -> Double { size - margin - a * plot }
    func f(_ value: Double) -> String { String((value * 10).rounded() / 10) }

    func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ cls: String) -> String {
      "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" class=\"\(cls)\"/>\n"
    }
    func text(_ content: String, _ tx: Double, _ ty: Double, _ cls: String, anchor: String? = nil, rotate: Int? = nil)
      -> String
    {
      var attributes = "x=\"\(f(tx))\" y=\"\(f(ty))\" class=\"\(cls)\""
      if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
      if let rotate { attributes += " transform=\"rotate(\(rotate) \(f(tx)) \(f(ty)))\"" }
      return "<text \(attributes)>\(content)</text>\n"
    }
    /// A quarter disc of radius 0.5 around a corner of the plot.
    func zone(cornerI: Double, cornerA: Double, _ cls: String) -> String {
      let r = f(plot / 2)
      let path =
        "M\(f(x(cornerI))) \(f(y(cornerA))) L\(f(x(0.5))) \(f(y(cornerA))) "
        + "A\(r) \(r) 0 0 0 \(f(x(cornerI))) \(f(y(0.5))) Z"
      return "<path d=\"\(path)\" class=\"zone \(cls)\"/>\n"
    }

    var svg = """
      <svg class="chart" viewBox="0 0 \(Int(size)) \(Int(size))" width="\(Int(size))" height="\(Int(size))" \
      xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Abstractness against instability">

      """
    // Zones: pain near (0, 0), uselessness near (1, 1).
    svg += zone(cornerI: 0, cornerA: 0, "pain") + zone(cornerI: 1, cornerA: 1, "useless")
    svg += text("zone of pain", x(0.03), y(0.04), "zone-label")
    svg += text("zone of uselessness", x(0.97), y(0.94), "zone-label", anchor: "end")
    // Frame and grid.
    for tick in stride(from: 0.0, through: 1.0, by: 0.25) {
      svg += line(x(tick), y(0), x(tick), y(1), "grid") + line(x(0), y(tick), x(1), y(tick), "grid")
      svg += text("\(tick)", x(tick), y(0) + 16, "tick", anchor: "middle")
      svg += text("\(tick)", x(0) - 8, y(tick) + 4, "tick", anchor: "end")
    }
    svg += "<rect x=\"\(f(x(0)))\" y=\"\(f(y(1)))\" width=\"\(f(plot))\" height=\"\(f(plot))\" class=\"frame\"/>\n"
    svg += line(x(0), y(1), x(1), y(0), "main-sequence")
    svg += text("D = 0", x(0.56), y(0.47), "main-sequence-label", rotate: 45)
    svg += text("Instability I = Ce / (Ca + Ce)", x(0.5), size - 8, "axis", anchor: "middle")
    svg += text("Abstractness A", 14, y(0.5), "axis", anchor: "middle", rotate: -90)
    // Modules at (nearly) the same point share one dot, whose label lists up to three names. Labels are placed
    // greedily: the first of several spots around the dot (then further up or down) that overlaps no label placed
    // before and stays inside the chart; a thin leader line joins a label that had to move away.
    // The axis ticks and zone names are there first: labels must not cover them either.
    var placed = stride(from: 0.0, through: 1.0, by: 0.25).map { tick in
      LabelBox(anchorX: x(tick) - 12, baseline: y(0) + 16, rightAligned: false, width: 24)
    }
    placed.append(LabelBox(anchorX: x(0.03), baseline: y(0.04), rightAligned: false, width: 72))
    placed.append(LabelBox(anchorX: x(0.97), baseline: y(0.94), rightAligned: true, width: 114))
    placed.append(LabelBox(anchorX: x(0.5) - 95, baseline: size - 8, rightAligned: false, width: 190))
    var crowded: [String] = []
    let groups = groups(metrics)
    // Every dot is in the way of every label.
    for group in groups {
      let radius = group.count > 1 ? 7.0 : 6.0
      let (cx, cy) = (x(group[0].instability), y(group[0].abstractness))
      placed.append(LabelBox(anchorX: cx - radius, baseline: cy + 7, rightAligned: false, width: 2 * radius))
    }
    for group in groups {
      let first = group[0]
      let cx = x(first.instability)
      let cy = y(first.abstractness)
      let names = group.map(\.module.name)
      let label =
        names.count <= 3 ? names.joined(separator: ", ") : names.prefix(2).joined(separator: ", ") + " +\(names.count - 2)"
      let tooltip = group.map {
        "\($0.module.description): I = \(f2($0.instability)), A = \(f2($0.abstractness)), D = \(f2($0.distance))"
      }.joined(separator: "\n")
      let worst = group.map(\.distance).max() ?? 0
      let radius = group.count > 1 ? 7.0 : 6.0
      let box = LabelBox.place(label, at: (cx, cy), avoiding: placed, within: (0, size))
      let ring = worst >= 0.5 ? " far" : ""
      svg += "<g class=\"module\"><title>\(Escape.xml(tooltip))</title>"
      let dot = "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(radius))\" "
        + "fill=\"\(InstabilityColor.hex(group.map(\.instability).max() ?? 0, strong: true))\" class=\"dot\(ring)\"/>"
      if let box {
        placed.append(box)
        if box.isFar(from: (cx, cy)) {
          svg += line(cx, cy, box.anchorX, box.baseline - 4, "leader").replacingOccurrences(of: "\n", with: "")
        }
        svg += dot
        svg += text(Escape.xml(label), box.anchorX, box.baseline, "label", anchor: box.rightAligned ? "end" : nil)
          .replacingOccurrences(of: "\n", with: "") + "</g>\n"
      } else {
        crowded.append(names.joined(separator: ", "))
        svg += dot
        svg += text("\(crowded.count)", cx, cy + 3, "number", anchor: "middle").replacingOccurrences(of: "\n", with: "")
        svg += "</g>\n"
      }
    }
    return (svg + "</svg>", crowded)
  }

  /// Where a label sits: its text anchor and baseline, and the box it covers (11px text, about 6px a character).
  struct LabelBox {
    var anchorX: Double
    var baseline: Double
    var rightAligned: Bool
    var minX: Double, maxX: Double, minY: Double, maxY: Double

    init(anchorX: Double, baseline: Double, rightAligned: Bool, width: Double) {
      self.anchorX = anchorX
      self.baseline = baseline
      self.rightAligned = rightAligned
      minX = rightAligned ? anchorX - width : anchorX
      maxX = rightAligned ? anchorX : anchorX + width
      minY = baseline - 10
      maxY = baseline + 3
    }

    func overlaps(_ other: LabelBox) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func isFar(from point: (Double, Double)) -> Bool {
      abs(baseline - 4 - point.1) > 20
    }

    static func place(
      _ text: String, at point: (Double, Double), avoiding placed: [LabelBox], within bounds: (Double, Double)
    ) -> LabelBox? {
      let width = Double(text.count) * 6
      let (cx, cy) = point
      var candidates: [LabelBox] = []
      for step in 0..<8 {
        let lift = Double(step) * 14
        for rightAligned in [false, true] {
          let x = rightAligned ? cx - 9 : cx + 9
          candidates.append(LabelBox(anchorX: x, baseline: cy - 7 - lift, rightAligned: rightAligned, width: width))
          candidates.append(LabelBox(anchorX: x, baseline: cy + 15 + lift, rightAligned: rightAligned, width: width))
        }
      }
      let inside = candidates.filter { $0.minX >= bounds.0 && $0.maxX <= bounds.1 && $0.minY >= 0 && $0.maxY <= bounds.1 }
      return inside.first { box in !placed.contains { $0.overlaps(box) } }
    }
  }

  /// Modules grouped by position (to 0.02 on both axes), in order of instability then abstractness.
  static func groups(_ metrics: [ModuleMetrics]) -> [[ModuleMetrics]] {
    let grouped = Dictionary(grouping: metrics) { metric in
      [Int((metric.instability * 50).rounded()), Int((metric.abstractness * 50).rounded())]
    }
    return grouped.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { key in
      grouped[key]!.sorted { $0.module < $1.module }
    }
  }

  static func f2(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }
}
