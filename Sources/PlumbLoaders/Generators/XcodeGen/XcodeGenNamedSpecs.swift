import Foundation
import PlumbModel

/// XcodeGen reads `project.yml` by default, and any other spec passed with `--spec` (bitwarden's
/// `xcodegen --spec project-bwa.yml`, from a script plumb does not run). Such a spec is known by its shape, not its
/// name: a YAML or JSON mapping with XcodeGen's required `name` (its own, or that of a spec it includes: XcodeGen
/// merges the included spec under it) and either `targets` whose entries look like XcodeGen targets (`type`,
/// `platform`, `sources`, `templates`), or an `include` of other specs beside other XcodeGen keys. A file another
/// spec includes is a part of that spec, not a spec of its own.
///
/// Two specs in one folder that make the same project are two variants of it; one is read. When one includes the
/// other, it is the other with more targets (immuni's `project_debug.yml` adds its debug menu to `project.yml`,
/// and its `Makefile` generates from it unless told to leave the tooling out): the including one is read, so no
/// target of either is missing. Otherwise the default spec (or the first by path) is read. A note names the one
/// not read.
enum XcodeGenNamedSpecs {
  /// Keys every XcodeGen target is written with (directly or through a template).
  static let targetKeys: Set<String> = ["type", "platform", "sources", "templates", "supportedDestinations"]
  /// Files larger than this are data, not specs (the largest specs are some ten thousand lines).
  static let sizeLimit = 1 << 20

  /// The specs to read: the `defaults` found by name and the specs under other names among `files` (root-relative,
  /// sorted), less the variants of one project not read.
  static func paths(among files: [String], defaults: [String], tree: FileTree, diagnostics: inout [Diagnostic])
    -> [String]
  {
    var documents = Documents(tree: tree)
    var candidates: [(path: String, name: String, includes: Set<String>)] = []
    var unnamed: [(path: String, line: Int)] = []
    var included: Set<String> = []
    var result = defaults
    var namesByFolder: [String: [String: String]] = [:]  // folder → project name → the spec that makes it
    for path in defaults {
      guard let document = documents[path] else { continue }
      let base = XcodeGenSpecBase.decide(specPath: path, document: document, tree: tree).folder
      included.formUnion(documents.includes(of: path, from: base))
      if let name = documents.name(of: path) { namesByFolder[XcodePath.parent(path), default: [:]][name] = path }
    }
    let defaultNames = Set(XcodeGenSpecReader.specNames)
    for path in files where isCandidate(path) && !defaultNames.contains(XcodePath.lastComponent(path)) {
      guard let document = documents[path], isShaped(document) else { continue }
      let includes = documents.includes(of: path, from: XcodePath.parent(path))
      included.formUnion(includes)
      guard let name = documents.name(of: path) else {
        if let include = document["include"] { unnamed.append((path, include.line)) }
        continue
      }
      candidates.append((path, name, includes))
    }
    for candidate in candidates where !included.contains(candidate.path) {
      let folder = XcodePath.parent(candidate.path)
      guard let first = namesByFolder[folder]?[candidate.name] else {
        namesByFolder[folder, default: [:]][candidate.name] = candidate.path
        result.append(candidate.path)
        continue
      }
      if candidate.includes.contains(first) {
        diagnostics.append(
          Diagnostic(
            .note,
            "\(candidate.path) includes this XcodeGen spec and makes the same project '\(candidate.name)' with more "
              + "in it; \(candidate.path) is read, and this one as a part of it",
            at: Location(file: first, line: documents[first]?["name"]?.line ?? 0)))
        namesByFolder[folder]?[candidate.name] = candidate.path
        result.removeAll { $0 == first }
        result.append(candidate.path)
        continue
      }
      diagnostics.append(
        Diagnostic(
          .note,
          "this XcodeGen spec makes the project '\(candidate.name)' as \(first) does, beside it; \(first) is read "
            + "and this one is not", at: Location(file: candidate.path)))
    }
    for spec in unnamed where !included.contains(spec.path) {
      diagnostics.append(
        Diagnostic(
          .note,
          "this file is shaped like an XcodeGen spec, but has no 'name' (XcodeGen requires one), neither its own nor "
            + "through its includes: it is not read", at: Location(file: spec.path, line: spec.line)))
    }
    return result
  }

  /// `.yml`, `.yaml` and `.json` files: what `--spec` accepts.
  static func isCandidate(_ path: String) -> Bool {
    let name = XcodePath.lastComponent(path).lowercased()
    return name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name.hasSuffix(".json")
  }

  /// Whether a document is shaped like an XcodeGen spec: targets that look like XcodeGen's, or an `include`
  /// beside other XcodeGen keys.
  static func isShaped(_ document: XcodeGenNode) -> Bool {
    guard let entries = document.entries else { return false }
    if let targets = document["targets"]?.entries, !targets.isEmpty {
      return targets.allSatisfy { $0.value.entries != nil }
        && targets.contains { target in target.value.entries!.contains { targetKeys.contains($0.key) } }
    }
    let keys = Set(entries.map(\.key))
    let others = XcodeGenSpecReader.specKeys.subtracting(["include"])
    return keys.contains("include") && !keys.isDisjoint(with: others)
  }

  /// The root-relative paths a spec's `include` names (a path, a list, or entries with `path`), found from `folder`
  /// (the spec's own, or the one it is generated from).
  static func includes(of document: XcodeGenNode, from folder: String) -> [String] {
    guard let node = document["include"] else { return [] }
    return (node.sequence ?? [node]).compactMap { item in
      (item.string ?? item["path"]?.string).map { XcodePath.normalize(XcodePath.join(folder, $0)) }
    }
  }

  /// The candidate files parsed, each once.
  struct Documents {
    let tree: FileTree
    private var parsed: [String: XcodeGenNode?] = [:]

    init(tree: FileTree) {
      self.tree = tree
    }

    subscript(path: String) -> XcodeGenNode? {
      mutating get {
        if let known = parsed[path] { return known }
        let document = Self.document(at: path, tree: tree)
        parsed[path] = document
        return document
      }
    }

    /// The files `path` includes, from `folder`, and those they include in turn (from their own folders).
    mutating func includes(of path: String, from folder: String) -> Set<String> {
      var result: Set<String> = []
      var pending = self[path].map { XcodeGenNamedSpecs.includes(of: $0, from: folder) } ?? []
      while let next = pending.popLast() {
        guard result.insert(next).inserted, let document = self[next] else { continue }
        pending += XcodeGenNamedSpecs.includes(of: document, from: XcodePath.parent(next))
      }
      return result
    }

    /// The spec's `name`: its own, else the last one its includes give (XcodeGen merges them in order, under it).
    mutating func name(of path: String, seen: Set<String> = []) -> String? {
      guard !seen.contains(path), let document = self[path] else { return nil }
      if let name = document["name"]?.string { return name }
      for include in XcodeGenNamedSpecs.includes(of: document, from: XcodePath.parent(path)).reversed() {
        if let name = name(of: include, seen: seen.union([path])) { return name }
      }
      return nil
    }

    /// The file parsed, when it may be a spec: small, text, and naming `name` and `targets`, or `include`, at all
    /// (most YAML and JSON files of a repository are dismissed by that look at their text, before any parsing). The
    /// look is taken at the bytes first (`mayName`): an app's hundreds of JSON fixtures are dismissed without being
    /// made into text and searched as text.
    private static func document(at path: String, tree: FileTree) -> XcodeGenNode? {
      let url = URL(fileURLWithPath: tree.absolutePath(path))
      guard let data = try? TextFile.bytes(of: url, limit: sizeLimit), mayName(data) else { return nil }
      return parsed.value(for: ParsedKey(path: path, hash: ContentHash(of: data))) {
        guard let text = String(data: data, encoding: .utf8),
          text.contains("include") || (text.contains("name") && text.contains("targets"))
        else { return nil }
        return try? XcodeGenNode.parse(text, file: path)
      }
    }

    /// The files parsed in this process (`ProcessMemo`), by path and contents: `plumb history` loads every
    /// revision, whose YAML and JSON files are mostly those of the revision before (an app's 1,741 such files over 20
    /// revisions were 316 contents), and each load parsed them all again.
    private static let parsed = ProcessMemo<ParsedKey, XcodeGenNode?>(capacity: parsedCapacity)
    static let parsedCapacity = 4_096

    struct ParsedKey: Hashable {
      var path: String
      var hash: ContentHash
    }

    /// Whether the bytes hold `include`, or `name` and `targets`: the look at the text, taken at its bytes. A word of
    /// ASCII letters is in UTF-8 text only where its bytes are, so every file the text's look keeps passes this one.
    static func mayName(_ data: Data) -> Bool {
      data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        return include.occurs(in: bytes) || (name.occurs(in: bytes) && targets.occurs(in: bytes))
      }
    }

    /// The words, each found by a letter less common in JSON and YAML than its first.
    private static let include = BytePattern("include", anchor: "u")
    private static let name = BytePattern("name", anchor: "m")
    private static let targets = BytePattern("targets", anchor: "g")
  }
}
