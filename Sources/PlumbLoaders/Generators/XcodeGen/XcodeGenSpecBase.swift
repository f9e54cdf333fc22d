import Foundation
import PlumbModel

/// The folder an XcodeGen spec is generated from. XcodeGen reads a spec's `include:` paths and its own paths relative
/// to the spec's folder, but some repositories keep one spec per app in a subfolder and a script copies it to an
/// ancestor before running XcodeGen (OneBusAway's `scripts/generate_project` copies `Apps/<App>/project.yml` to the
/// repository root). Read beside itself such a spec loses every include, and each included fragment looks like a
/// project of its own.
///
/// The spec is read from an ancestor only when the evidence is unambiguous: some of its relative includes are missing
/// beside it, every one of them exists from that ancestor (the nearest such), and its targets' own source paths do
/// not exist less there than beside the spec. A note on the spec's first `include` says so.
enum XcodeGenSpecBase {
  struct Decision {
    /// The root-relative folder the spec's paths are read from.
    var folder: String
    /// The note saying the spec is read from an ancestor, when it is.
    var note: Diagnostic?
  }

  static func decide(specPath: String, document: XcodeGenNode, tree: FileTree) -> Decision {
    let specFolder = XcodePath.parent(specPath)
    let includes = relativeIncludes(of: document)
    let beside = Decision(folder: specFolder)
    guard !includes.isEmpty, !includes.allSatisfy({ exists($0.path, from: specFolder, tree: tree) }) else {
      return beside
    }
    let sources = sourcePaths(of: document)
    let sourcesBeside = sources.filter { exists($0, from: specFolder, tree: tree) }.count
    var folder = specFolder
    while !folder.isEmpty {
      folder = XcodePath.parent(folder)
      guard includes.allSatisfy({ exists($0.path, from: folder, tree: tree) }) else { continue }
      guard sources.filter({ exists($0, from: folder, tree: tree) }).count >= sourcesBeside else { return beside }
      let shown = folder.isEmpty ? "the analysed folder" : "'\(folder)'"
      let note = Diagnostic(
        .note,
        "this XcodeGen spec's includes are not beside it but all are in \(shown), which holds its sources: it is "
          + "generated from there (a script copies it), and is read as if it were there",
        at: Location(file: specPath, line: includes[0].line))
      return Decision(folder: folder, note: note)
    }
    return beside
  }

  /// The enabled includes whose paths are relative to the including file (`relativePaths` does not change where
  /// the included file itself is found).
  private static func relativeIncludes(of document: XcodeGenNode) -> [(path: String, line: Int)] {
    guard let node = document["include"] else { return [] }
    return (node.sequence ?? [node]).compactMap { item in
      guard item["enable"]?.bool ?? true, let path = item.string ?? item["path"]?.string, !path.hasPrefix("/")
      else { return nil }
      return (path, item.line)
    }
  }

  /// The relative paths the spec's own targets name as sources (a string, or an entry's `path`).
  private static func sourcePaths(of document: XcodeGenNode) -> [String] {
    (document["targets"]?.entries ?? []).flatMap { target -> [String] in
      guard let sources = target.value["sources"] else { return [] }
      return (sources.sequence ?? [sources]).compactMap { $0.string ?? $0["path"]?.string }
        .filter { !$0.hasPrefix("/") && !$0.contains("$") }
    }
  }

  private static func exists(_ path: String, from folder: String, tree: FileTree) -> Bool {
    let joined = XcodePath.join(folder, path)
    return !XcodePath.isOutsideRoot(joined) && tree.exists(joined)
  }
}
