import PlumbModel

/// Ease of maintenance: tests, and pieces small enough to understand.
///
/// - modules with tests (0.15): code modules that a test target depends on;
/// - tested types (0.25): architectural types (protocols aside) that a test names;
/// - test code (0.15): test lines over code lines; 0 is 0, one test line for every two code lines or more is 1;
/// - massive types (0.15): one minus ramp of the share of architectural types over 250 lines (0% is 1, 10% or
///   more is 0), SwiftLint's default `type_body_length` warning;
/// - mean type size (0.15): mean lines of architectural types; 40 or fewer is 1, 200 or more is 0;
/// - module size (0.15): the share of the code in modules of at most 10,000 code lines.
enum Maintainability: CriterionMeasure {
  static let criterion = Criterion.maintainability

  static func measures(_ context: ScoreContext) -> [Measure] {
    let metrics = context.codeMetrics
    var measures: [Measure] = []
    let tested = metrics.filter { $0.testRatio != nil }.count
    measures.append(
      Measure(
        name: "code modules with a test target", value: share(tested, of: metrics.count),
        shown: fraction(tested, of: metrics.count), normalized: share(tested, of: metrics.count), weight: 0.15))
    let testLines = context.codebase.testModules.reduce(0) { $0 + (context.metrics.byModule[$1.id]?.lines ?? 0) }
    let ratio = Double(testLines) / Double(context.totalLines)
    measures.append(
      Measure(
        name: "test lines per code line", value: ratio, shown: decimal(ratio * 100) + "%",
        normalized: ramp(ratio, from: 0, to: 0.5), weight: 0.15))
    let architectural = context.architecturalTypes.filter { !$0.isProtocol }
    if !architectural.isEmpty {
      let named = architectural.filter { context.codebase.namesInTests.contains($0.fact.simpleName) }.count
      measures.append(
        Measure(
          name: "architectural types a test names", value: share(named, of: architectural.count),
          shown: fraction(named, of: architectural.count), normalized: share(named, of: architectural.count),
          weight: 0.25))
      let massive = architectural.filter { $0.fact.lineCount > 250 }.count
      let massiveShare = share(massive, of: architectural.count)
      measures.append(
        Measure(
          name: "architectural types over 250 lines", value: massiveShare, shown: fraction(massive, of: architectural.count),
          normalized: ramp(massiveShare, from: 0.1, to: 0), weight: 0.15))
      let mean = Double(architectural.reduce(0) { $0 + $1.fact.lineCount }) / Double(architectural.count)
      measures.append(
        Measure(
          name: "lines per architectural type (mean)", value: mean, shown: decimal(mean),
          normalized: ramp(mean, from: 200, to: 40), weight: 0.15))
    }
    let small = metrics.filter { $0.lines <= 10_000 }.reduce(0) { $0 + $1.lines }
    let smallShare = Double(small) / Double(context.totalLines)
    measures.append(
      Measure(
        name: "code in modules of at most 10,000 lines", value: smallShare, shown: percent(smallShare),
        normalized: smallShare, weight: 0.15))
    return measures
  }
}
