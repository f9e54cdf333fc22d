import Foundation
import PlumbModel

/// XcodeGen reads `project.yml` by default, and any other spec passed with `--spec` (bitwarden's
/// `xcodegen --spec project-bwa.yml`, from a script plumb does not run). Such a spec is known by its shape, not its
/// name: a YAML or JSON mapping with XcodeGen's required `name` and either `targets` whose entries look like
/// XcodeGen targets (`type`, `platform`, `sources`, `templates`), or an `include` of other specs beside other
/// XcodeGen keys. A file another spec includes is a part of that spec, not a spec of its own.
enum XcodeGenNamedSpecs {
  /// Keys every XcodeGen target is written with (directly or through a template).
  static let targetKeys: Set<String> = ["type", "platform", "sources", "templates", "supportedDestinations"]
  /// Files larger than this are data, not specs (the largest specs are some ten thousand lines).
  static let sizeLimit = 1 << 20

  /// The specs under other names among `files` (root-relative, sorted), beside the `defaults` found by name.
  static func paths(among files: [String], defaults: [String], tree: FileTree, diagnostics: inout [Diagnostic])
    -> [String]
  {
    var candidates: [(path: String, name: String)] = []
    var included: Set<String> = []
    var namesByFolder: [String: [String: String]] = [:]  // folder → project name → the spec that makes it
    for path in defaults {
      guard let document = document(at: path, tree: tree) else { continue }
      let base = XcodeGenSpecBase.decide(specPath: path, document: document, tree: tree).folder
      included.formUnion(includes(of: document, from: base))
      if let name = document["name"]?.string { namesByFolder[XcodePath.parent(path), default: [:]][name] = path }
    }
    let defaultNames = Set(XcodeGenSpecReader.specNames)
    for path in files where isCandidate(path) && !defaultNames.contains(XcodePath.lastComponent(path)) {
      guard let document = document(at: path, tree: tree), let name = shapedName(document) else { continue }
      included.formUnion(includes(of: document, from: XcodePath.parent(path)))
      candidates.append((path, name))
    }
    var result: [String] = []
    for candidate in candidates where !included.contains(candidate.path) {
      let folder = XcodePath.parent(candidate.path)
      if let first = namesByFolder[folder]?[candidate.name] {
        diagnostics.append(
          Diagnostic(
            .note,
            "this XcodeGen spec makes the project '\(candidate.name)' as \(first) does, beside it; \(first) is read "
              + "and this one is not", at: Location(file: candidate.path)))
        continue
      }
      namesByFolder[folder, default: [:]][candidate.name] = candidate.path
      result.append(candidate.path)
    }
    return result
  }

  /// `.yml`, `.yaml` and `.json` files: what `--spec` accepts.
  static func isCandidate(_ path: String) -> Bool {
    let name = XcodePath.lastComponent(path).lowercased()
    return name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name.hasSuffix(".json")
  }

  /// The project name of a document shaped like an XcodeGen spec, else nil.
  static func shapedName(_ document: XcodeGenNode) -> String? {
    guard let name = document["name"]?.string, let entries = document.entries else { return nil }
    if let targets = document["targets"]?.entries, !targets.isEmpty {
      let shaped = targets.allSatisfy { $0.value.entries != nil }
        && targets.contains { target in target.value.entries!.contains { targetKeys.contains($0.key) } }
      return shaped ? name : nil
    }
    let keys = Set(entries.map(\.key))
    let others = XcodeGenSpecReader.specKeys.subtracting(["include"])
    return keys.contains("include") && !keys.isDisjoint(with: others) ? name : nil
  }

  /// The root-relative paths a spec's `include` names (a path, a list, or entries with `path`), found from `folder`
  /// (the spec's own, or the one it is generated from).
  static func includes(of document: XcodeGenNode, from folder: String) -> [String] {
    guard let node = document["include"] else { return [] }
    return (node.sequence ?? [node]).compactMap { item in
      (item.string ?? item["path"]?.string).map { XcodePath.normalize(XcodePath.join(folder, $0)) }
    }
  }

  /// The file parsed, when it may be a spec: small, text, and naming `name` and `targets` or `include` at all (most
  /// YAML and JSON files of a repository are dismissed by that look at their text, before any parsing).
  private static func document(at path: String, tree: FileTree) -> XcodeGenNode? {
    let url = URL(fileURLWithPath: tree.absolutePath(path))
    guard let data = try? TextFile.bytes(of: url, limit: sizeLimit),
      let text = String(data: data, encoding: .utf8),
      text.contains("name"), text.contains("targets") || text.contains("include")
    else { return nil }
    return try? XcodeGenNode.parse(text, file: path)
  }
}
