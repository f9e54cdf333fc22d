import Foundation
import PlumbModel

/// A module's distance from the main sequence, D = |A + I − 1|, must not exceed `max-distance`.
///
/// Abstractness needs type counts from the scanned sources; modules declaring fewer than `min-types` types are
/// not judged, so without scanned sources the rule reports nothing.
public struct MainSequenceDistanceRule: Rule {
  public static let info = RuleInfo(
    id: "main-sequence-distance",
    summary: "Modules stay near the main sequence: stable modules abstract, unstable ones concrete.",
    rationale: """
      Robert C. Martin's main sequence is the line A + I = 1. A stable, concrete module (I≈0, A≈0) sits in the \
      zone of pain: many modules depend on its details, so it cannot change. An unstable, abstract module \
      (I≈1, A≈1) sits in the zone of uselessness: protocols nobody depends on. The distance D says how far a \
      module is from the balance; a large D is a design smell worth a look.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false

  public static let parameters = [
    RuleParameter("max-distance", .number, default: .number(0.7), help: "The largest D accepted."),
    RuleParameter(
      "min-types", .integer, default: .integer(1),
      help: "Modules declaring fewer types are not judged (abstractness means little for them)."),
  ]

  public static let triggeringExamples = [
    // Core: Ca 2, Ce 0 → I 0; 10 types, none abstract → A 0; D = 1.
    RuleExample("↓Core[types=10, abstract=0]; A[types=3] -> Core; B[types=3] -> Core")
  ]

  public static let nonTriggeringExamples = [
    // Core: I 0, A 0.8 → D 0.2.
    RuleExample("Core[types=10, abstract=8]; A[types=3] -> Core; B[types=3] -> Core"),
    // Types unknown: nothing to judge.
    RuleExample("Core; A -> Core; B -> Core"),
  ]

  let maxDistance: Double
  let minTypes: Int

  public init(parameters: RuleParameterValues) {
    maxDistance = parameters.number("max-distance")
    minTypes = max(1, parameters.integer("min-types"))
  }

  public func check(_ context: RuleContext) -> [Finding] {
    context.productionModules.compactMap { module in
      guard let metrics = context.metrics[module.id], metrics.types >= minTypes,
        metrics.distance > maxDistance + 1e-9
      else { return nil }
      let zone =
        metrics.abstractness + metrics.instability < 1
        ? "zone of pain: stable and concrete" : "zone of uselessness: unstable and abstract"
      return context.finding(
        "'\(context.displayName(module.id))' is \(Self.format(metrics.distance)) from the main sequence "
          + "(A=\(Self.format(metrics.abstractness)), I=\(Self.format(metrics.instability)); at most "
          + "\(Self.format(maxDistance)))",
        at: module.declaredAt, modules: [module.id], notes: [zone])
    }
  }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
