import PlumbModel

/// Dependencies point down the layers listed under `layers:` (top first): never from a lower layer to a higher one.
///
/// With `allow-skipping-layers: false` a module may only depend on its own layer and the one right below it.
/// Test targets and modules that belong to no layer are not checked.
///
/// Inside targets too: when layers name files (`paths`) or types (`types`, type roles such as `viewModel`), every
/// type reference and every import is judged by the layers of the files and types at its two ends (see
/// `CodeLayers`). A type that uses a type of a higher layer is a finding at the using declaration; a file that
/// imports a workspace module of a higher layer is a finding at the import. What the module-level check already
/// reports (both ends placed by their modules) is not reported again.
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

  public static let judgesLayersInCode = true

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
    // A shared service that reaches up into a feature: inside one target, by folder. A check of modules sees
    // one module and nothing to judge.
    RuleExample(
      "App[app]", configuration: folderLayers,
      sources: [
        "App/Features/MacsList/MacsListViewModel.swift": "final class MacsListViewModel {\n  var macs: [ClassicMac] = []\n}",
        "App/Shared/Persistence/FavoritesStore.swift": """
          ↓final class FavoritesStore {
            func save(from viewModel: MacsListViewModel) {}
          }
          """,
        "App/Models/ClassicMac.swift": "struct ClassicMac: Identifiable, Hashable {\n  let id: Int\n}",
      ]),
    RuleExample("App[app] -> MacsList; MacsList -> Core; ↓Core -> MacsList", configuration: layers),
    RuleExample("App[app] -> MacsList; ↓MacsList -> App", configuration: layers),
    RuleExample(
      "↓App[app] -> Core; App -> MacsList; MacsList -> Core",
      configuration: layers + "\nrules:\n  layer-direction:\n    allow-skipping-layers: false"),
  ]

  /// One app target in folders: the layers are folders.
  static let folderLayers = """
    layers:
      - name: Features
        paths: ["**/Features/**"]
      - name: Shared
        paths: ["**/Shared/**"]
      - name: Models
        roles: [entity]
    """

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> MacsList; App -> Core; MacsList -> Core; MacDetails -> Core", configuration: layers),
    RuleExample(
      "App[app]", configuration: folderLayers,
      sources: [
        "App/Features/MacsList/MacsListViewModel.swift": """
          final class MacsListViewModel {
            let api: MacsAPI
            var macs: [ClassicMac] = []
            init(api: MacsAPI) { self.api = api }
          }
          """,
        "App/Shared/Networking/MacsAPI.swift": "final class MacsAPI {\n  func fetch() -> [ClassicMac] { [] }\n}",
        "App/Models/ClassicMac.swift": "struct ClassicMac: Identifiable, Hashable {\n  let id: Int\n}",
      ]),
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
    if let code = context.code, let placed = context.layers.code {
      findings += typeFindings(context, code: code, placed: placed)
    }
    return findings
  }

  /// Type references and imports inside targets that point up the layers.
  func typeFindings(_ context: RuleContext, code: CodeIndex, placed: CodeLayers) -> [Finding] {
    let layers = placed.layers
    var findings: [Finding] = []
    for edge in code.typeGraph.edges {
      guard let from = placed.types[edge.from], let to = placed.types[edge.to], to.index < from.index,
        from.source != .module || to.source != .module
      else { continue }
      findings.append(
        context.finding(
          "'\(edge.from.name)' (layer \(layers[from.index].name)) must not use '\(edge.to.name)' "
            + "(layer \(layers[to.index].name)), a higher layer",
          at: edge.location, modules: Array(Set([edge.from.module, edge.to.module])).sorted(),
          symbol: "\(edge.from.name) -> \(edge.to.name)",
          notes: [
            "move what '\(edge.from.name)' needs from '\(edge.to.name)' down to layer \(layers[from.index].name) or "
              + "below, or let the higher layer pass it in"
          ]))
    }
    // Imports of a file placed by its folder, when its module's own layer does not already answer for them.
    var moduleByName: [String: Module] = [:]
    for module in context.graph.modules where !module.isExternal && !module.isTest { moduleByName[module.name] = module }
    for file in code.files {
      guard let from = placed.files[file.path], let module = code.moduleOfFile[file.path] else { continue }
      for fact in file.imports {
        guard let imported = moduleByName[fact.module], imported.id != module,
          let to = context.layerIndex(of: imported.id), to < from.index
        else { continue }
        if let own = context.layerIndex(of: module), to < own { continue }  // the module-level check reports it
        findings.append(
          context.finding(
            "'\(file.path)' (layer \(layers[from.index].name)) must not import '\(context.displayName(imported.id))' "
              + "(layer \(layers[to].name)), a higher layer",
            at: Location(file: file.path, line: fact.position.line, column: fact.position.column),
            modules: [module, imported.id], symbol: fact.module))
      }
    }
    return findings
  }
}
