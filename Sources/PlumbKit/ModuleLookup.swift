import PlumbModel

/// Finds the module a user named on the command line (`--module MacsList`, `--module ClassicMacKit/MacsList`).
public enum ModuleLookup {
  /// The one analysed module named `name` (or with the id `name`). Throws a `PlumbError` (exit code 2) when none
  /// is, listing the closest names, or when the name is ambiguous, listing the ids to choose from.
  /// - Parameters:
  ///   - includingExternal: external products count too (`plumb why App Alamofire`).
  ///   - option: how the command line calls what is looked up, for the messages (`--module`, `why`).
  public static func find(
    _ name: String, in graph: ModuleGraph, includingExternal: Bool = false, option: String = "--module"
  ) throws -> ModuleID {
    let modules = graph.modules.filter { includingExternal || !$0.isExternal }
    // An id names one module; a name may name several.
    if let exact = modules.first(where: { $0.id.description == name }) { return exact.id }
    let named = modules.filter { $0.name == name }
    if named.count == 1 { return named[0].id }
    if named.count > 1 {
      let ids = named.map { "'\($0.id)'" }.sorted().joined(separator: ", ")
      throw PlumbError("\(option) '\(name)' names \(named.count) modules: give one of \(ids)")
    }
    let suggestions = closeMatches(to: name, among: modules.map(\.id))
    let names = Set(modules.map(\.name)).sorted()
    // A big workspace's full list would bury the message: the first names and a count.
    let listed = names.prefix(20).joined(separator: ", ") + (names.count > 20 ? " and \(names.count - 20) more" : "")
    let hint =
      suggestions.isEmpty
      ? "modules: " + listed
      : "did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
    throw PlumbError("\(option): no module named '\(name)'; \(hint)")
  }

  /// Names within a third of their length in edits, or that contain the name (case-insensitively); closest first.
  static func closeMatches(to name: String, among ids: [ModuleID]) -> [String] {
    let wanted = name.lowercased()
    var scored: [(distance: Int, name: String)] = []
    for id in ids {
      let candidate = name.contains("/") ? id.description : id.name
      let lowered = candidate.lowercased()
      let distance = Suggestion.editDistance(wanted, lowered)
      if distance <= max(1, wanted.count / 3) || lowered.contains(wanted)
        || (wanted.contains(lowered) && lowered.count > 2)
      {
        scored.append((distance, candidate))
      }
    }
    var seen = Set<String>()
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.map(\.name)
      .filter { seen.insert($0).inserted }.prefix(5).map { $0 }
  }
}
