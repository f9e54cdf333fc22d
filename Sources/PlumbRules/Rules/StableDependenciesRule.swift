import Foundation
import PlumbModel

/// A module must not depend on a module less stable than itself (the Stable Dependencies Principle).
///
/// Stability is instability I = Ce / (Ca + Ce), computed over the workspace; the edge is flagged when the
/// dependency's I exceeds the dependent's by more than `tolerance`. Test targets are not checked.
public struct StableDependenciesRule: Rule {
  public static let info = RuleInfo(
    id: "stable-dependencies",
    summary: "Modules depend on modules more stable than themselves.",
    rationale: """
      A module many others depend on is hard to change (stable); a module that depends on many others changes \
      whenever they do (unstable). When a stable module depends on an unstable one, every change to the \
      unstable module ripples into the stable one and everything above it (Robert C. Martin's Stable \
      Dependencies Principle). Depend in the direction of stability: features on Core, Core on Foundation.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false

  public static let parameters = [
    RuleParameter(
      "tolerance", .number, default: .number(0),
      help: "How much more unstable than the dependent a dependency may be before the edge is flagged.")
  ]

  public static let triggeringExamples = [
    // Core: Ca 2 (A, B), Ce 1 → I 0.33; Helpers: Ca 1, Ce 2 → I 0.67.
    RuleExample("A -> Core; B -> Core; ↓Core -> Helpers; Helpers -> X; Helpers -> Y")
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> MacsList; App -> MacDetails; MacsList -> Core; MacDetails -> Core"),
    RuleExample(
      "A -> Core; B -> Core; Core -> Helpers; Helpers -> X; Helpers -> Y",
      configuration: "rules:\n  stable-dependencies:\n    tolerance: 0.5"),
  ]

  let tolerance: Double

  public init(parameters: RuleParameterValues) {
    tolerance = parameters.number("tolerance")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for dependency in context.graph.dependencies where dependency.from != dependency.to {
      guard context.graph[dependency.from]?.isTest == false, context.graph[dependency.to]?.isExternal == false,
        let from = context.metrics[dependency.from], let to = context.metrics[dependency.to],
        to.instability > from.instability + tolerance + 1e-9
      else { continue }
      findings.append(
        context.finding(
          "'\(context.displayName(dependency.from))' (I=\(Self.format(from.instability))) depends on "
            + "'\(context.displayName(dependency.to))' (I=\(Self.format(to.instability))), which is less stable",
          at: context.location(of: dependency), modules: [dependency.from, dependency.to],
          notes: ["invert the edge with a protocol owned by the stable module, or move the needed part down"]))
    }
    return findings
  }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
