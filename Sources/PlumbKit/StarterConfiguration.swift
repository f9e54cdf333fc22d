import Foundation
import PlumbModel
import PlumbRules

/// What `plumb init` proposes for a workspace: the preset of the detected style and layers read off the module
/// graph, as the text of a `.plumb.yml` in which every choice carries a comment saying why.
///
/// Layers come from the graph of the workspace's libraries (apps on top, tests, tools and external products left
/// out): modules that depend on each other (a strongly connected component) share a layer, and each layer holds
/// the modules of one topological level (the longest chain of dependencies below them). Every edge then points to
/// a lower layer, so `layer-direction` holds on the graph of today; modules of one level never depend on each other,
/// so a level of feature modules (by name or folder) is declared `independent`.
public struct StarterConfiguration: Sendable {
  public struct ProposedLayer: Hashable, Sendable {
    public var name: String
    /// Module names (or `container/name` ids when a name is not unique); empty for the app layer.
    public var modules: [String]
    public var roles: [String]
    public var independent: Bool
    /// Why: one line or more, written above the layer.
    public var why: [String]
  }

  public var preset: String
  public var presetReason: String
  public var layers: [ProposedLayer]
  /// Why there are no layers, when there are none.
  public var noLayersReason: String?

  /// The preset for each detected style (Rules/*.yml); styles without a preset of their own get `default`.
  public static func preset(for style: ArchitectureStyle) -> String {
    switch style {
    case .bba: return "bba"
    case .mvvm: return "mvvm"
    case .mvvmC: return "mvvm-c"
    case .mvpC: return "mvp-c"
    case .viper: return "viper"
    case .vip: return "vip"
    case .mvc: return "mvc"
    case .clean: return "clean"
    case .mvp, .tca, .mixed, .library, .unsure: return "default"
    }
  }

  public init(graph: ModuleGraph, detection: StyleDetection) {
    let style = detection.style
    preset = Self.preset(for: style)
    let confidence = String(format: "%.2f", detection.confidence)
    switch style {
    case .mixed, .unsure:
      presetReason =
        "plumb score finds \(style.rawValue) (leaning \(detection.leaning.rawValue), confidence \(confidence)): no style's preset fits, so the default rules"
    case .library:
      presetReason = "plumb score finds no UI layer (a library): the default rules"
    case .mvp, .tca:
      presetReason =
        "plumb score finds \(style.rawValue) (confidence \(confidence)); plumb has no preset for it, so the default rules"
    default:
      presetReason = "plumb score finds \(style.rawValue) (confidence \(confidence)), so the \(preset) preset"
    }

    let workspaceModules = graph.modules.filter { !$0.isTest && !$0.isExternal }
    let libraries = workspaceModules.filter { ModuleRole($0.kind) == .library && $0.kind != .inferred }
    let apps = workspaceModules.filter { ModuleRole($0.kind) == .app }
    guard libraries.count >= 2 || (libraries.count == 1 && !apps.isEmpty) else {
      layers = []
      noLayersReason =
        libraries.isEmpty
        ? "one target and no library modules: the preset's layers (its folders and type roles) apply as they are"
        : "a single library module: nothing to layer"
      return
    }
    noLayersReason = nil

    // The library graph, condensed: components of modules that depend on each other, then levels.
    let ids = Set(libraries.map(\.id))
    let edges = graph.dependencies.filter { ids.contains($0.from) && ids.contains($0.to) && $0.from != $0.to }
      .map { ($0.from, $0.to) }
    let digraph = Digraph(nodes: ids, edges: edges)
    let components = digraph.stronglyConnectedComponents()  // dependencies first
    var componentOf: [ModuleID: Int] = [:]
    for (index, component) in components.enumerated() { for id in component { componentOf[id] = index } }
    var level = Array(repeating: 0, count: components.count)
    for (index, component) in components.enumerated() {
      for id in component {
        for next in digraph.successors(of: id) where componentOf[next] != index {
          level[index] = max(level[index], level[componentOf[next]!] + 1)
        }
      }
    }

    let nameCounts = Dictionary(grouping: workspaceModules, by: \.name).mapValues(\.count)
    func display(_ id: ModuleID) -> String { nameCounts[id.name, default: 0] > 1 ? id.description : id.name }
    let byID = Dictionary(uniqueKeysWithValues: libraries.map { ($0.id, $0) })

    // Libraries that only app targets use (tests aside): the entry points of features, whatever their names.
    let appIDs = Set(apps.map(\.id))
    let testIDs = Set(graph.modules.filter(\.isTest).map(\.id))
    var usedOnlyByApps = Set<ModuleID>()
    for id in ids {
      let users = Set(graph.dependents(of: id).map(\.from)).subtracting(testIDs).subtracting([id])
      if !users.isEmpty && users.isSubset(of: appIDs) { usedOnlyByApps.insert(id) }
    }

    var proposed: [ProposedLayer] = []
    if !apps.isEmpty {
      let names = apps.map { display($0.id) }.sorted()
      proposed.append(
        ProposedLayer(
          name: "App", modules: [], roles: ["app"], independent: false,
          why: ["The app targets (\(Self.list(names))): they use the libraries, nothing uses them."]))
    }
    let top = level.max() ?? 0
    var used = Set(proposed.map(\.name))
    for current in stride(from: top, through: 0, by: -1) {
      let members = components.indices.filter { level[$0] == current }
      let modules = members.flatMap { components[$0] }.sorted()
      guard !modules.isEmpty else { continue }
      let cycles = members.map { components[$0] }.filter { $0.count > 1 }
      let features = modules.filter { (byID[$0]?.isNamedLikeFeature ?? false) || usedOnlyByApps.contains($0) }
      let isFeatureLevel = features.count >= 2 && features.count * 2 >= modules.count && cycles.isEmpty
      var name: String
      if isFeatureLevel {
        name = "Features"
      } else if current == 0 {
        name = top == 0 ? "Libraries" : "Base"
      } else {
        name = "Level\(current)"
      }
      if used.contains(name) { name += "\(current)" }
      used.insert(name)

      var why: [String] = []
      if current == 0 {
        why.append("Modules that depend on no other module of the workspace.")
      } else {
        let below = Set(modules.flatMap { id in digraph.successors(of: id).filter { componentOf[$0] != componentOf[id] } })
        let belowNames = below.sorted().map(display)
        why.append(
          "Level \(current) of \(top): the longest chain of dependencies below these modules is \(current) long; they use \(Self.list(belowNames, limit: 6)).")
      }
      if isFeatureLevel {
        why.append(
          "Feature modules (\(Self.list(features.map(display), limit: 6))): named or placed as features, or used by the app targets only; none depends on another today, so independent.")
      }
      for cycle in cycles {
        why.append(
          "\(Self.list(cycle.map(display))) depend on each other (a cycle): one layer for them; plumb check reports the cycle.")
      }
      proposed.append(
        ProposedLayer(
          name: name, modules: modules.map(display), roles: [], independent: isFeatureLevel, why: why))
    }
    layers = proposed
  }

  /// Gives layer names that the preset's policies use (`from: { layer: Features }`) to proposed layers, top first:
  /// the first library layer below the apps that has a name of plumb's making (`Level2`, `Base`) takes the first
  /// missing name, and so on. Returns false when there are not enough such layers.
  public mutating func adoptPresetLayerNames(_ names: [String]) -> Bool {
    var missing = names.filter { name in !layers.contains { $0.name == name } }
    for index in layers.indices where !missing.isEmpty {
      let name = layers[index].name
      guard name.hasPrefix("Level") || name == "Base" || name == "Libraries" else { continue }
      let adopted = missing.removeFirst()
      layers[index].name = adopted
      layers[index].why.append(
        "Named \(adopted) because the \(preset) preset's policies speak of a layer of that name; rename both if it means something else here.")
    }
    return missing.isEmpty
  }

  /// Leaves the layers to the preset, saying why (the proposed ones do not fit what the preset's policies name).
  public mutating func keepPresetLayers(because reason: String) {
    layers = []
    noLayersReason = reason
  }

  static func list(_ names: [String], limit: Int = 8) -> String {
    guard names.count > limit else { return names.joined(separator: ", ") }
    return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
  }

  /// The `.plumb.yml` text.
  public var yaml: String {
    var lines: [String] = [
      "# A starting configuration written by `plumb init`: check it with `plumb check`, then make it say what you mean.",
      "# Every choice below has its reason above it. Rules/docs/configuration.md is the reference.",
      "",
    ]
    lines += Self.comment("\(presetReason).", indent: "")
    lines += [
      "extends: \(preset)",
    ]
    if let noLayersReason {
      lines += Self.comment("No layers of its own: \(noLayersReason).", indent: "")
    } else {
      lines += [
        "",
        "# Layers from the module graph as it is today, top first: a module may use the layers below its own, never",
        "# those above. Written here, they replace the preset's layers.",
        "layers:",
      ]
      for layer in layers {
        for why in layer.why { lines += Self.comment(why, indent: "  ") }
        lines.append("  - name: \(layer.name)")
        if !layer.modules.isEmpty {
          lines.append("    modules: [\(layer.modules.map(Self.quoted).joined(separator: ", "))]")
        }
        if !layer.roles.isEmpty {
          lines.append("    roles: \(layer.roles.count == 1 ? layer.roles[0] : "[" + layer.roles.joined(separator: ", ") + "]")")
        }
        if layer.independent { lines.append("    independent: true") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A comment, wrapped at 116 columns.
  static func comment(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent + "#"
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > 116, line != indent + "#" {
        lines.append(line)
        line = indent + "#"
      }
      line += " " + word
    }
    lines.append(line)
    return lines
  }

  /// A YAML flow scalar: quoted when plain would not read back as the same string.
  public static func quoted(_ name: String) -> String {
    let plain = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." || $0 == "/" }
    let reserved = ["true", "false", "yes", "no", "on", "off", "null", "~"]
    if plain, let first = name.first, first.isLetter || first == "_", !reserved.contains(name.lowercased()) {
      return name
    }
    return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
