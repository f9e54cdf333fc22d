import Foundation
import PlumbModel

/// Modularization: code split into modules of balanced size, features that stand alone.
///
/// - code modules (0.3): log2 of the number of non-test modules with code; 1 module is 0, 8 or more is 1;
/// - balance (0.3): one minus the largest module's share of the code lines; a largest share of 100% is 0 and
///   30% or less is 1;
/// - independent feature modules (0.4): feature modules (modules with screens, app targets aside) that depend on
///   no other feature module, over all screens' modules; 0 when the screens live in fewer than two modules.
enum Modularization: CriterionMeasure {
  static let criterion = Criterion.modularization

  static func measures(_ context: ScoreContext) -> [Measure] {
    let codebase = context.codebase
    let count = codebase.codeModules.count
    var measures = [
      Measure(
        name: "code modules", value: Double(count), shown: String(count),
        normalized: ramp(log2(Double(max(1, count))), from: 0, to: 3), weight: 0.3)
    ]
    if let largest = context.codeMetrics.max(by: { ($0.lines, $1.module) < ($1.lines, $0.module) }) {
      let largestShare = Double(largest.lines) / Double(context.totalLines)
      measures.append(
        Measure(
          name: "largest module's share of the code (\(largest.module.name))", value: largestShare,
          shown: percent(largestShare), normalized: ramp(largestShare, from: 1, to: 0.3), weight: 0.3))
    }
    if !context.screens.isEmpty {
      let screenModules = Set(context.screens.map(\.view.module))
      let (features, dependent) = codebase.featureModules(of: context.screens)
      let independent = features.count - dependent.count
      let value = screenModules.count < 2 ? 0 : share(independent, of: screenModules.count)
      measures.append(
        Measure(
          name: "screen modules that are independent feature modules", value: value,
          shown: fraction(screenModules.count < 2 ? 0 : independent, of: screenModules.count), normalized: value,
          weight: 0.4))
    }
    return measures
  }
}
