import Foundation
import PlumbModel
import Yams

/// Reads an XcodeGen spec and the files it includes (`include:`), and merges them as XcodeGen merges them: each
/// included file first, in order, then the including file on top (mappings merge, lists append).
///
/// An included file's paths are relative to its own folder unless it is included with `relativePaths: false`; they
/// are rewritten here to be relative to the root spec's folder, for the keys XcodeGen rewrites (sources,
/// configuration files, framework dependencies, package and project reference paths).
struct XcodeGenSpecFile {
  let root: URL
  let tree: FileTree
  /// The root spec, root-relative.
  let specPath: String
  private(set) var diagnostics: [Diagnostic] = []
  /// Every file read, the root spec first.
  private(set) var files: [String] = []
  /// Whether the root spec writes `name` itself (a file with none that another spec includes is a fragment of it).
  private(set) var declaresName = false
  private var merged: Set<String> = []
  /// The folder the spec's paths are read from: its own, or the ancestor it is generated from (`XcodeGenSpecBase`).
  let specFolder: String

  init(root: URL, tree: FileTree, specPath: String, specFolder: String? = nil) {
    self.root = root
    self.tree = tree
    self.specPath = specPath
    self.specFolder = specFolder ?? XcodePath.parent(specPath)
  }

  /// The merged document, or nil when the root spec cannot be read (a diagnostic says why).
  mutating func read() -> XcodeGenNode? {
    read(path: specPath, pathsFolder: specFolder, includedAt: nil, chain: [])
  }

  /// - Parameters:
  ///   - pathsFolder: the folder the file's own paths are relative to.
  ///   - includedAt: the `include` entry that names the file, for the diagnostic when it cannot be read.
  private mutating func read(path: String, pathsFolder: String, includedAt: Location?, chain: [String])
    -> XcodeGenNode?
  {
    guard !chain.contains(path), merged.insert(path).inserted else { return nil }
    guard var document = parse(path, includedAt: includedAt) else { return nil }
    files.append(path)
    if includedAt == nil { declaresName = document["name"]?.string != nil }
    if pathsFolder != specFolder, let prefix = Self.relative(pathsFolder, to: specFolder) {
      document = Self.rebasingPaths(of: document, prefix: prefix)
    }
    var base = XcodeGenNode(.mapping([]), file: path, line: document.line)
    for include in includes(of: document) where include.enabled {
      // A relative include is found beside the including file (the root spec's is where it is generated from), and
      // its own paths are relative to itself.
      let folder = include.relativePaths && path != specPath ? XcodePath.parent(path) : specFolder
      let includedPath = XcodePath.join(folder, include.path)
      let location = Location(file: path, line: include.line)
      let itsPaths = include.relativePaths ? XcodePath.parent(includedPath) : pathsFolder
      guard let included = read(path: includedPath, pathsFolder: itsPaths, includedAt: location, chain: chain + [path])
      else { continue }
      base = included.merged(onto: base)
    }
    return document.removing("include").merged(onto: base)
  }

  private mutating func parse(_ path: String, includedAt: Location?) -> XcodeGenNode? {
    let location = includedAt ?? Location(file: path)
    let text: String
    do {
      text = try TextFile.text(of: XcodePath.url(path, root: root), kind: "an XcodeGen spec")
    } catch {
      let what = includedAt == nil ? "the XcodeGen spec" : "the included spec \(path)"
      diagnostics.append(Diagnostic(.warning, "cannot read \(what): \(error.reason); it is left out", at: location))
      return nil
    }
    let document: XcodeGenNode?
    do {
      document = try XcodeGenNode.parse(text, file: path)
    } catch is XcodeGenNode.TooLarge {
      diagnostics.append(
        Diagnostic(
          .warning,
          "cannot read the XcodeGen spec: its aliases repeat it beyond "
            + "\(XcodeGenNode.valueLimit(forLength: text.utf8.count)) values; it is left out",
          at: Location(file: path)))
      return nil
    } catch {
      let mark = Self.mark(of: error)
      diagnostics.append(
        Diagnostic(
          .warning, "cannot read the XcodeGen spec: \(Self.describe(error)); it is left out",
          at: Location(file: path, line: mark?.line ?? 0, column: mark?.column ?? 0)))
      return nil
    }
    guard let document, document.entries != nil else {
      diagnostics.append(
        Diagnostic(.warning, "the XcodeGen spec is not a mapping of keys to values; it is left out", at: location))
      return nil
    }
    return document
  }

  private struct Include {
    var path: String
    var relativePaths = true
    var enabled = true
    var line: Int
  }

  /// `include: file.yml`, `include: [a.yml, b.yml]` or entries `{path:, relativePaths:, enable:}`.
  private mutating func includes(of document: XcodeGenNode) -> [Include] {
    guard let node = document["include"] else { return [] }
    var result: [Include] = []
    for item in node.sequence ?? [node] {
      if let path = item.string {
        result.append(Include(path: path, line: item.line))
      } else if let path = item["path"]?.string {
        var include = Include(path: path, line: item.line)
        include.relativePaths = item["relativePaths"]?.bool ?? true
        include.enabled = item["enable"]?.bool ?? true
        result.append(include)
      } else if !item.isNull {
        diagnostics.append(
          Diagnostic(
            .warning, "an 'include' entry names no file (a path, or a mapping with 'path'); it is left out",
            at: Location(file: item.file, line: item.line)))
      }
    }
    return result
  }

  // MARK: Paths of included files

  /// `folder` relative to `base` (both root-relative), with `..` steps; nil when either leaves the root.
  static func relative(_ folder: String, to base: String) -> String? {
    let target = folder.split(separator: "/")
    let from = base.split(separator: "/")
    guard !target.contains(".."), !from.contains("..") else { return nil }
    let shared = zip(target, from).prefix { $0 == $1 }.count
    let ups = Array(repeating: "..", count: from.count - shared)
    return (ups + target.dropFirst(shared).map(String.init)).joined(separator: "/")
  }

  /// The document with the paths XcodeGen rewrites for an included file prefixed with `prefix`.
  static func rebasingPaths(of document: XcodeGenNode, prefix: String) -> XcodeGenNode {
    func rebase(_ node: XcodeGenNode) -> XcodeGenNode {
      guard let text = node.string, !text.hasPrefix("/") else { return node }
      return node.scalar(XcodePath.join(prefix, text))
    }
    /// A string, a list of strings, or a mapping of names to strings.
    func rebaseStrings(_ node: XcodeGenNode) -> XcodeGenNode {
      if node.string != nil { return rebase(node) }
      if let items = node.sequence {
        let rebased = items.map { $0.string != nil ? rebase($0) : $0 }
        return XcodeGenNode(.sequence(rebased), file: node.file, line: node.line)
      }
      return mapValues(node) { $0.string != nil ? rebase($0) : $0 }
    }
    func rebaseKeys(_ node: XcodeGenNode, _ keys: [String]) -> XcodeGenNode {
      var result = node
      for key in keys {
        if let value = node[key] { result = result.setting(key, to: rebaseStrings(value)) }
      }
      return result
    }
    func rebaseTarget(_ target: XcodeGenNode) -> XcodeGenNode {
      var result = rebaseKeys(target, ["configFiles"])
      if let sources = target["sources"] {
        let items = sources.sequence.map { items in
          items.map { item in item.string != nil ? rebase(item) : rebaseKeys(item, ["path"]) }
        }
        let list = items.map { XcodeGenNode(.sequence($0), file: sources.file, line: sources.line) }
        result = result.setting("sources", to: list ?? rebase(sources))
      }
      if let dependencies = target["dependencies"]?.sequence {
        let rebased = dependencies.map { rebaseKeys($0, ["framework"]) }
        result = result.setting(
          "dependencies", to: XcodeGenNode(.sequence(rebased), file: target.file, line: target["dependencies"]!.line))
      }
      for key in ["info", "entitlements"] {
        if let value = target[key] { result = result.setting(key, to: rebaseKeys(value, ["path"])) }
      }
      return result
    }
    var result = rebaseKeys(document, ["configFiles", "localPackages"])
    for key in ["targets", "targetTemplates"] {
      if let value = document[key] { result = result.setting(key, to: mapValues(value, rebaseTarget)) }
    }
    for key in ["packages", "projectReferences"] {
      if let value = document[key] { result = result.setting(key, to: mapValues(value) { rebaseKeys($0, ["path"]) }) }
    }
    return result
  }

  private static func mapValues(_ node: XcodeGenNode, _ transform: (XcodeGenNode) -> XcodeGenNode) -> XcodeGenNode {
    guard let entries = node.entries else { return node }
    let mapped = entries.map { XcodeGenNode.Entry(key: $0.key, line: $0.line, value: transform($0.value)) }
    return XcodeGenNode(.mapping(mapped), file: node.file, line: node.line)
  }

  // MARK: Yams errors

  static func mark(of error: Error) -> Mark? {
    guard let error = error as? YamlError else { return nil }
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark
    case .duplicatedKeysInMapping(_, let context): return context.mark
    default: return nil
    }
  }

  static func describe(_ error: Error) -> String {
    guard let error = error as? YamlError else { return "invalid YAML: \(error)" }
    switch error {
    case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
      .composer(let context, let problem, _, _):
      let prefix = context.map { "\($0.text) " } ?? ""
      return "invalid YAML: \(prefix)\(problem)".trimmingCharacters(in: .whitespaces)
    case .duplicatedKeysInMapping(let duplicates, _):
      let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return "duplicate key\(duplicates.count == 1 ? "" : "s") \(keys)"
    default:
      return "invalid YAML: \(error)"
    }
  }
}
