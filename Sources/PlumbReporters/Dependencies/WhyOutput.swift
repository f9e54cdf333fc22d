import Foundation
import PlumbModel

/// `plumb why A B` as text or JSON: the paths from A to B, each edge's evidence once, and the advice for the cycle
/// when A and B are in one.
public enum WhyOutput {
  /// - Parameters:
  ///   - evidenceLimit: at most this many imports, type references and members listed per edge; the rest counted.
  ///   - level: folders (`--level folder`) have no declarations or imports, only type references.
  public static func text(
    _ explanation: DependencyExplanation, graph: ModuleGraph, evidenceLimit: Int = 5, level: GraphLevel = .module
  ) -> String {
    let name = ModuleNames(graph).name
    let a = name(explanation.from)
    let b = name(explanation.to)
    var text = ""
    guard explanation.dependsOn else {
      text += "\(a) does not depend on \(b).\n"
      if let back = explanation.reversePath {
        text += "\(b) depends on \(a): \(back.map(name).joined(separator: " → ")) (plumb why \(b) \(a) says why).\n"
      }
      return text
    }
    let count = explanation.paths.count
    let length = explanation.paths[0].count - 1
    switch explanation.mode {
    case .shortest:
      let total = explanation.total ?? count
      text += "\(a) depends on \(b): \(plural(total, "shortest path")) of \(plural(length, "edge"))"
      text += explanation.isComplete ? ".\n" : ", the first \(count) shown (--limit).\n"
    case .all:
      text += "\(a) depends on \(b): \(plural(count, "path"))"
      text += explanation.isComplete ? " (every path without a repeated \(level.rawValue)), shortest first.\n"
        : ", shortest first; more exist, the first \(count) shown (--limit).\n"
    }
    text += "\n"
    let width = String(count).count
    for (i, path) in explanation.paths.enumerated() {
      let number = String(i + 1)
      text += String(repeating: " ", count: width - number.count + 2) + number + ". "
        + path.map(name).joined(separator: " → ") + "\n"
    }
    let external = Set(graph.modules.filter(\.isExternal).map(\.id))
    for edge in explanation.edges {
      text +=
        "\n"
        + edgeText(
          edge, name: name, limit: evidenceLimit, indent: "", externalTarget: external.contains(edge.to), level: level)
    }
    if let cycle = explanation.cycle {
      text += "\n" + adviceText(cycle, graph: graph, evidenceLimit: evidenceLimit, level: level)
    }
    return text
  }

  /// One edge and what makes it, on indented lines under `A → B`.
  static func edgeText(
    _ edge: EdgeEvidence, name: (ModuleID) -> String, limit: Int, indent: String, externalTarget: Bool = false,
    level: GraphLevel = .module
  ) -> String {
    var text = indent + "\(name(edge.from)) → \(name(edge.to))\n"
    let inner = indent + "  "
    // Folders are not declared and not imported: their edges are the types they name.
    if level == .module {
      text += declarationAndImports(edge, limit: limit, inner: inner)
    }
    if externalTarget {
      text += inner + "types:    not read (an external product's sources are not scanned)\n"
    } else if !edge.typesKnown {
      text += inner + "types:    not read (types not indexed)\n"
    } else if edge.typeReferences.isEmpty {
      text += inner + "types:    none named\n"
    } else {
      let named = edge.referencedTypes.count
      text += inner + "types:    \(plural(edge.typeReferences.count, "reference")) to \(plural(named, "type"))\n"
      for reference in edge.typeReferences.prefix(limit) {
        let kinds = reference.kinds.map(kindText).joined(separator: ", ")
        let place = reference.isLineOfUse ? "at" : "in the declaration at"
        let what = reference.from == reference.to ? "extension \(reference.to)" : "\(reference.from) → \(reference.to)"
        text += inner + "  \(what) (\(kinds)) \(place) \(reference.location)\n"
      }
      if edge.typeReferences.count > limit {
        text += inner + "  … and \(edge.typeReferences.count - limit) more\n"
      }
    }
    if !edge.members.isEmpty {
      text += inner + "members:  \(plural(edge.members.count, "use")) of what its extensions add\n"
      for member in edge.members.prefix(limit) {
        text += inner + "  \(member.name) at \(member.location)\n"
      }
      if edge.members.count > limit { text += inner + "  … and \(edge.members.count - limit) more\n" }
    }
    return text
  }

  /// The lines that say how a module edge is declared and imported.
  static func declarationAndImports(_ edge: EdgeEvidence, limit: Int, inner: String) -> String {
    var text = ""
    if let declaration = edge.declaration {
      var line = "declared: " + (declaration.location?.description ?? "(line not known)") + " (\(declaration.kind))"
      if let condition = declaration.condition { line += " when \(condition)" }
      text += inner + line + "\n"
    } else {
      text += inner + "declared: no (only the code shows this dependency)\n"
    }
    if !edge.importsKnown {
      text += inner + "imports:  not read (sources not scanned)\n"
    } else if edge.imports.isEmpty {
      text += inner + "imports:  none\n"
    } else {
      text += inner + "imports:  \(edge.imports.count) in \(plural(edge.importingFiles, "file"))\n"
      for item in edge.imports.prefix(limit) {
        var line = item.location.description
        if !item.attributes.isEmpty { line += " (" + item.attributes.map { "@" + $0 }.joined(separator: " ") + ")" }
        if let condition = item.condition { line += " under #if \(condition)" }
        text += inner + "  " + line + "\n"
      }
      if edge.imports.count > limit { text += inner + "  … and \(edge.imports.count - limit) more\n" }
    }
    return text
  }

  /// The advice for one cycle: its modules, the cut and, per cut edge, the move and the evidence.
  public static func adviceText(
    _ advice: CycleAdvice, graph: ModuleGraph, evidenceLimit: Int = 5, level: GraphLevel = .module
  ) -> String {
    let name = ModuleNames(graph).name
    var text = "Cycle: \(plural(advice.modules.count, level.rawValue)) depend on each other "
    text += "(\(advice.modules.map(name).joined(separator: ", "))), \(plural(advice.edgeCount, "edge")) among them.\n"
    let method =
      advice.method == .exact
      ? "the exact minimum"
      : "found by a heuristic (Eades–Lin–Smyth: the component has more \(level.rawValue)s than no-cycles' "
        + "exact-limit), maybe not the minimum"
    text += "To break every cycle among them, cut \(plural(advice.cuts.count, "edge")) (cost \(advice.totalCost): "
    text += (level == .module ? "the imports, type references and members to change" : "the type references to change")
    text += "; \(method)):\n"
    for cut in advice.cuts {
      text += "\n  \(name(cut.from)) → \(name(cut.to)), cost \(cut.cost): \(moveTitle(cut.move, level: level))\n"
      text += "    \(cut.explanation)\n"
      let evidence = edgeText(cut.evidence, name: name, limit: evidenceLimit, indent: "    ", level: level)
      text += evidence.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }
    return text
  }

  static func moveTitle(_ move: CycleAdvice.Move, level: GraphLevel = .module) -> String {
    switch move {
    case .removeDependency: return "remove the dependency"
    case .removeImports: return "remove the imports"
    case .invertWithProtocol: return "invert with a protocol"
    case .moveTypesDown: return "move the shared types down"
    case .merge: return "merge the two \(level.rawValue)s"
    case .moveTypes: return "move the types"
    }
  }

  static func kindText(_ kind: TypeGraph.Edge.Kind) -> String {
    switch kind {
    case .inheritance: return "inherits or conforms"
    case .storedProperty: return "stored property"
    case .extension: return "extension"
    case .use: return "use"
    }
  }

  public static func json(_ explanation: DependencyExplanation) -> String {
    struct Document: Encodable {
      var from: String
      var to: String
      var mode: String
      var dependsOn: Bool
      var paths: [[String]]
      var total: Int?
      var complete: Bool
      var limit: Int
      var edges: [EvidenceJSON.Evidence]
      var reversePath: [String]?
      var cycle: EvidenceJSON.Advice?
    }
    return JSONText.encode(
      Document(
        from: explanation.from.description, to: explanation.to.description, mode: explanation.mode.rawValue,
        dependsOn: explanation.dependsOn, paths: explanation.paths.map { $0.map(\.description) },
        total: explanation.total, complete: explanation.isComplete, limit: explanation.limit,
        edges: explanation.edges.map(EvidenceJSON.Evidence.init), reversePath: explanation.reversePath?.map(\.description),
        cycle: explanation.cycle.map(EvidenceJSON.Advice.init)))
  }
}
