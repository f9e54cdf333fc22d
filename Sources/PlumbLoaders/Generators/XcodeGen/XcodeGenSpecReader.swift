import Foundation
import PlumbModel

/// Reads the XcodeGen specs below the analysed root (`project.yml`, or `project.json`), without running XcodeGen,
/// into the projects XcodeGen would generate: `<name>.xcodeproj` beside the spec, so module ids are those of the
/// generated project and a generated project on disk is compared with its spec rather than mapped again.
///
/// One spec per folder (`project.yml` before `project.json`). A spec another spec includes is still a spec of its
/// own when it writes its own `name` (XcodeGen's own fixtures include a sub-project's spec to share its targets);
/// without one it is a fragment of the including spec, read only as part of it (`fragments(of:)`). A spec whose
/// includes are found only from an ancestor folder is read from there (`XcodeGenSpecBase`). A `project.yml` with no
/// `targets` and no other XcodeGen key is some other tool's file: a note says it was not read. Specs under other
/// names (`project-app.yml`, passed with `--spec`) are known by their keys (`XcodeGenNamedSpecs`); a file so named
/// that another spec includes is a part of that spec.
public enum XcodeGenSpecReader {
  static let specNames = ["project.yml", "project.json"]

  /// Keys only an XcodeGen spec has besides `targets`: with `name`, they tell a spec whose targets all come from
  /// templates or includes from another tool's `project.yml` that happens to have a `name`.
  static let specKeys: Set<String> = [
    "include", "options", "packages", "settings", "settingGroups", "targetTemplates", "configs", "configFiles",
    "schemes", "projectReferences", "fileGroups", "aggregateTargets", "localPackages",
  ]

  public static func read(root: URL, tree: FileTree) -> ProjectSpecReading {
    var reading = ProjectSpecReading()
    var specs: [(file: XcodeGenSpecFile, document: XcodeGenNode?, note: Diagnostic?)] = []
    for path in specPaths(tree: tree, diagnostics: &reading.diagnostics) {
      let base = rootDocument(path, root: root).map {
        XcodeGenSpecBase.decide(specPath: path, document: $0, tree: tree)
      }
      var file = XcodeGenSpecFile(root: root, tree: tree, specPath: path, specFolder: base?.folder)
      let document = file.read()
      specs.append((file, document, base?.note))
    }
    let fragments = fragments(of: specs.map(\.file))
    var parts: [(reading: ProjectSpecReading, nameAt: Location)] = []
    for (file, document, note) in specs where !fragments.contains(file.specPath) {
      let path = file.specPath
      var part = ProjectSpecReading()
      part.diagnostics = (note.map { [$0] } ?? []) + file.diagnostics
      part.specFiles.formUnion(file.files)
      if let document {
        if let project = project(of: document, file: file, root: root, tree: tree, reading: &part) {
          part.projects.append(project)
          part.generatedProjects[project.path] = path
        }
      } else {
        // The spec is there but cannot be read: its folder's files are not guessed into folder modules.
        part.unreadFolders.append(XcodePath.parent(path))
        part.specFiles.insert(path)
      }
      let name = document?["name"]
      parts.append((part, Location(file: name?.file ?? path, line: name?.line ?? 0)))
    }
    var leftBehind = XcodeGenLeftBehindSpecs(
      root: root, tree: tree, generated: Set(parts.flatMap(\.reading.generatedProjects.keys)))
    for (part, nameAt) in parts {
      // A spec left behind beside the committed project: one note instead of its targets and their problems.
      if let project = part.projects.first, let note = leftBehind.note(for: project, nameAt: nameAt) {
        reading.diagnostics.append(note)
        reading.specFiles.formUnion(part.specFiles)
        continue
      }
      reading.merge(part)
    }
    // Specs that include one file read it each: a problem of that file (a missing source of a shared target) is
    // said once, not once per spec.
    var said: Set<Diagnostic> = []
    reading.diagnostics = reading.diagnostics.filter { said.insert($0).inserted }
    return reading
  }

  /// The specs that are parts of others, read only through them: a file some spec includes (directly or through
  /// an included file) when it writes no `name` of its own or is not named as XcodeGen's default spec. A spec that
  /// is itself such a part does not make others parts (two nameless specs including each other are both read).
  static func fragments(of files: [XcodeGenSpecFile]) -> Set<String> {
    let candidates = Set(
      files.filter { file in
        files.contains { $0.specPath != file.specPath && $0.files.dropFirst().contains(file.specPath) }
          && (!file.declaresName || !specNames.contains(XcodePath.lastComponent(file.specPath)))
      }.map(\.specPath))
    return candidates.filter { candidate in
      files.contains { !candidates.contains($0.specPath) && $0.files.dropFirst().contains(candidate) }
    }
  }

  /// The spec's own document, unmerged, to decide where it is read from; nil when it cannot be parsed (its reading
  /// says why).
  private static func rootDocument(_ path: String, root: URL) -> XcodeGenNode? {
    let url = XcodePath.url(path, root: root)
    guard let text = try? TextFile.text(of: url, kind: "an XcodeGen spec") else { return nil }
    return try? XcodeGenNode.parse(text, file: path)
  }

  /// `project.yml` (or `project.json`) files the walk reaches, one per folder, then specs under other names
  /// (`XcodeGenNamedSpecs`, which may read another spec of the folder in place of the default one). The walk does
  /// not enter hidden, build or vendor folders (`Pods`, `Carthage`), nor bundles.
  static func specPaths(tree: FileTree, diagnostics: inout [Diagnostic]) -> [String] {
    let files = tree.list { _, name in FileTree.isSkippedOrBundle(folder: name) }.files
    let byFolder = Dictionary(grouping: files.filter { specNames.contains(XcodePath.lastComponent($0)) }) {
      XcodePath.parent($0)
    }
    var result: [String] = []
    for (_, candidates) in byFolder.sorted(by: { $0.key < $1.key }) {
      let rank = { (path: String) in specNames.firstIndex(of: XcodePath.lastComponent(path)) ?? specNames.count }
      let ordered = candidates.sorted { rank($0) < rank($1) }
      result.append(ordered[0])
      for other in ordered.dropFirst() {
        diagnostics.append(
          Diagnostic(
            .note, "\(ordered[0]) is the folder's XcodeGen spec (XcodeGen reads it by default); this one is not read",
            at: Location(file: other)))
      }
    }
    return XcodeGenNamedSpecs.paths(among: files, defaults: result, tree: tree, diagnostics: &diagnostics)
  }

  private static func project(
    of document: XcodeGenNode, file: XcodeGenSpecFile, root: URL, tree: FileTree, reading: inout ProjectSpecReading
  ) -> XcodeProject? {
    let path = file.specPath
    let name = document["name"]?.string
    let keys = Set(document.entries?.map(\.key) ?? [])
    guard keys.contains("targets") || (name != nil && !keys.isDisjoint(with: specKeys)) else {
      reading.diagnostics.append(
        Diagnostic(
          .note, "this \(XcodePath.lastComponent(path)) declares no 'targets' nor other XcodeGen keys: it is not an "
            + "XcodeGen spec, and is not read as one", at: Location(file: path, line: document.line)))
      return nil
    }
    var projectName = name ?? XcodePath.lastComponent(XcodePath.parent(path))
    if name == nil {
      if projectName.isEmpty { projectName = root.lastPathComponent }
      reading.diagnostics.append(
        Diagnostic(
          .warning, "the XcodeGen spec has no 'name' (XcodeGen requires one); its project is named '\(projectName)' "
            + "after its folder", at: Location(file: path, line: document.line)))
    }
    let expanded = XcodeGenExpansion.expand(document)
    var builder = XcodeGenProjectBuilder(
      root: root, tree: tree, specPath: path, specFolder: file.specFolder, document: expanded, name: projectName)
    let project = builder.build()
    reading.diagnostics += builder.diagnostics
    // Files the spec leaves out of its targets on purpose are not guessed into folder modules.
    reading.leftOutSources.formUnion(builder.excludedSources)
    return project
  }
}
