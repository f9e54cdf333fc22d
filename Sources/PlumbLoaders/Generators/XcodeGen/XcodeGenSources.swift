import PlumbModel

/// The Swift files a target's `sources` compile, found as XcodeGen finds them: a file is compiled when it is a
/// Swift file in the sources build phase; a folder (a group, the default) gives every Swift file below it that its
/// `excludes` do not drop and, when `includes` is set, that its `includes` name. `type: folder` is a folder
/// reference (copied as a resource, never compiled); `type: syncedFolder` is an Xcode 16 synchronized folder.
struct XcodeGenSources {
  let tree: FileTree
  /// The folder source paths are relative to (the spec's).
  let specFolder: String
  /// `options.defaultSourceDirectoryType`: the type of a folder source that names none.
  let defaultFolderType: String?
  /// `options.fileTypes` that give `.swift` files a build phase other than sources (rare).
  let swiftIsCompiled: Bool

  struct Result {
    var files: Set<String> = []
    var synchronizedFolders: [String] = []
    /// Swift files below a folder source that its `excludes` or `includes` leave out: the spec says they are not
    /// compiled there, so they are no folder module either.
    var excluded: Set<String> = []
    /// Swift sources marked `optional: true` that are not in the checkout (a build script makes them), each as
    /// written, root-relative, and where the spec lists it.
    var absentOptional: [(written: String, path: String, location: Location)] = []
    var diagnostics: [Diagnostic] = []
  }

  /// The Swift files of every entry of `sources` (a path, or a list of paths and `{path: ...}` mappings).
  func files(of sources: XcodeGenNode, targetName: String) -> Result {
    var result = Result()
    for item in sources.sequence ?? [sources] {
      if item.isNull { continue }
      guard let path = item.string ?? item["path"]?.string else {
        result.diagnostics.append(
          Diagnostic(
            .warning, "a source of target '\(targetName)' names no path; it is left out",
            at: Location(file: item.file, line: item.line)))
        continue
      }
      add(item, path: path, targetName: targetName, to: &result)
    }
    return result
  }

  private func add(_ item: XcodeGenNode, path: String, targetName: String, to result: inout Result) {
    var full = XcodePath.join(specFolder, path)
    let location = Location(file: item.file, line: item.line)
    let isOptional = item["optional"]?.bool ?? false
    if path.contains("${") {
      // XcodeGen expands environment variables when it generates; plumb does not know their values.
      result.diagnostics.append(
        Diagnostic(
          .note, "source '\(path)' of target '\(targetName)' names an environment variable, which plumb does not "
            + "know; it is left out", at: location))
      return
    }
    // XcodeGen runs on macOS, where names ignore case: `README.MD` in the spec is `README.md` on disk.
    if let onDisk = tree.spelledOnDisk(full), onDisk != full {
      result.diagnostics.append(
        Diagnostic(
          .note, "source '\(path)' of target '\(targetName)' is \(onDisk) on disk (macOS file systems ignore case); "
            + "read from there", at: location))
      full = onDisk
    }
    guard tree.exists(full) else {
      if !isOptional {
        result.diagnostics.append(
          Diagnostic(
            .warning, "source '\(path)' of target '\(targetName)' does not exist (XcodeGen would stop here); it is "
              + "left out", at: location))
      } else if isCompiled(full) {
        result.absentOptional.append((path, full, location))
      }
      return
    }
    let phase = item["buildPhase"]
    if let phase, phase.string != "sources" { return }  // resources, headers, none, copyFiles: never compiled
    let isFolder = tree.isFolder(full)
    let named = item["type"]?.string
    let type = named ?? (!isFolder || !FileTree.pathExtension(of: XcodePath.lastComponent(full)).isEmpty
      ? "file" : defaultFolderType ?? "group")
    let excludes = (item["excludes"]?.strings ?? []).map(Glob.init)
    let includes = (item["includes"]?.strings ?? []).map(Glob.init)
    switch type {
    case "file":
      if !isFolder, isCompiled(full) { result.files.insert(full) }
    case "folder":
      return
    case "syncedFolder":
      result.synchronizedFolders.append(full)
      addSwiftFiles(below: full, excludes: excludes, includes: includes, to: &result)
    case "group":
      addSwiftFiles(below: full, excludes: excludes, includes: includes, to: &result)
    default:
      result.diagnostics.append(
        Diagnostic(
          .warning, "source '\(path)' of target '\(targetName)' has type '\(type)', which XcodeGen does not know; "
            + "it is left out", at: location))
    }
  }

  private func isCompiled(_ path: String) -> Bool {
    swiftIsCompiled && FileTree.pathExtension(of: XcodePath.lastComponent(path)) == "swift"
  }

  /// Swift files below a folder source, as XcodeGen groups them: localization (`.lproj`) and bundle folders are
  /// files to Xcode, not groups, and `*.orig` files are left out.
  private func addSwiftFiles(below folder: String, excludes: [Glob], includes: [Glob], to result: inout Result) {
    let listing = tree.list(from: folder) { _, name in
      name.hasPrefix(".") || FileTree.pathExtension(of: name) == "lproj" || FileTree.isBundle(folder: name)
    }
    for file in listing.files where isCompiled(file) {
      let relative = String(file.dropFirst(folder.isEmpty ? 0 : folder.count + 1))
      let isIncluded = !Self.matches(relative, excludes) && (includes.isEmpty || Self.matches(relative, includes))
      if isIncluded {
        result.files.insert(file)
      } else if XcodePath.lastComponent(file) != "Package.swift" {
        result.excluded.insert(file)
      }
    }
  }

  /// True when the path, or a folder it lies in, matches one of the patterns (XcodeGen expands a matched folder
  /// into everything below it).
  static func matches(_ relative: String, _ patterns: [Glob]) -> Bool {
    guard !patterns.isEmpty else { return false }
    var prefix = ""
    for component in relative.split(separator: "/") {
      prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
      if patterns.contains(where: { $0.matches(prefix) }) { return true }
    }
    return false
  }
}
