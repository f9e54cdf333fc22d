import PlumbModel

/// Dependencies point down the layers listed under `layers:` (top first): never from a lower layer to a higher one.
///
/// With `allow-skipping-layers: false` a module may only depend on its own layer and the one right below it.
/// Test targets and modules that belong to no layer are not checked.
public struct LayerDirectionRule: Rule {
  public static let info = RuleInfo(
    id: "layer-direction",
    summary: "Dependencies point down the configured layers, never up.",
    rationale: """
      Layers keep the code that changes often (screens, flows) above the code many modules share (models, \
      networking, design system). An edge from a lower layer to a higher one makes the shared code depend on the \
      volatile code: it can no longer be built, tested or reused without it, and the next step is a cycle. \
      Build-block Architecture stacks App → Modules → Core → Foundation and lets dependencies point one way.
      """,
    defaultSeverity: .error)

  public static let parameters = [
    RuleParameter(
      "allow-skipping-layers", .boolean, default: .boolean(true),
      help: "Whether a module may depend on any lower layer, or only on the layer right below its own.")
  ]

  static let layers = """
    layers:
      - name: App
        modules: App
      - name: Modules
        modules: [MacsList, MacDetails]
      - name: Core
        modules: Core
    """

  public static let triggeringExamples = [
    RuleExample("App[app] -> MacsList; MacsList -> Core; ↓Core -> MacsList", configuration: layers),
    RuleExample("App[app] -> MacsList; ↓MacsList -> App", configuration: layers),
    RuleExample(
      "↓App[app] -> Core; App -> MacsList; MacsList -> Core",
      configuration: layers + "\nrules:\n  layer-direction:\n    allow-skipping-layers: false"),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> MacsList; App -> Core; MacsList -> Core; MacDetails -> Core", configuration: layers),
    RuleExample("CoreTests[test] -> App; CoreTests -> Core; Tools -> App", configuration: layers),
  ]

  let allowSkipping: Bool

  public init(parameters: RuleParameterValues) {
    allowSkipping = parameters.boolean("allow-skipping-layers")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    let layers = context.configuration.layers
    guard !layers.isEmpty else { return [] }
    var findings: [Finding] = []
    for dependency in context.graph.dependencies {
      guard context.graph[dependency.from]?.isTest == false,
        let fromLayer = context.layerIndex(of: dependency.from), let toLayer = context.layerIndex(of: dependency.to)
      else { continue }
      let from = context.displayName(dependency.from)
      let to = context.displayName(dependency.to)
      if toLayer < fromLayer {
        findings.append(
          context.finding(
            "'\(from)' (layer \(layers[fromLayer].name)) must not depend on '\(to)' (layer \(layers[toLayer].name)), "
              + "a higher layer",
            at: context.location(of: dependency), modules: [dependency.from, dependency.to],
            notes: ["move what '\(from)' needs from '\(to)' down to layer \(layers[fromLayer].name) or below"]))
      } else if !allowSkipping && toLayer > fromLayer + 1 {
        let skipped = layers[(fromLayer + 1)..<toLayer].map(\.name).joined(separator: ", ")
        findings.append(
          context.finding(
            "'\(from)' (layer \(layers[fromLayer].name)) skips layer \(skipped) to depend on '\(to)' "
              + "(layer \(layers[toLayer].name))",
            at: context.location(of: dependency), modules: [dependency.from, dependency.to], symbol: "skip"))
      }
    }
    return findings
  }
}
