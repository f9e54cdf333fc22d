import PlumbModel

/// ProjectDescription `Path` values as root-relative paths.
enum TuistPaths {
  /// A string is relative to the manifest's folder, as are `.relativeToManifest(_:)` and `Path(_:)`;
  /// `.relativeToRoot(_:)` is relative to the Tuist root, `.relativeToCurrentFile(_:)` to the file it is written in.
  static func resolve(_ value: ManifestValue?, manifestFolder: String, tuistRoot: String) -> String? {
    switch value {
    case .string(let text, _)?:
      return XcodePath.join(manifestFolder, text)
    case .call(let call)?:
      guard let argument = call.positional.first ?? call["stringLiteral"], let text = argument.stringValue else {
        return nil
      }
      switch call.name {
      case "relativeToRoot": return XcodePath.join(tuistRoot, text)
      case "relativeToManifest", "Path", "path", "init": return XcodePath.join(manifestFolder, text)
      case "relativeToCurrentFile":
        guard case .string(_, let location?) = argument else { return XcodePath.join(manifestFolder, text) }
        return XcodePath.join(XcodePath.parent(location.file), text)
      default: return nil
      }
    default:
      return nil
    }
  }
}

/// Expands a target's `sources:` (a glob, a list of globs, `.glob(_:excluding:)`, `SourceFilesList(globs:)`) into
/// the Swift files of the tree it matches, as Tuist does when it generates the project.
struct TuistSourceGlobs {
  let tree: FileTree

  struct Match {
    var files: [String] = []
    /// Files a glob matches but its `excluding:` takes out: the spec says no target compiles them.
    var excluded: [String] = []
    var problems: [String] = []
  }

  func files(for value: ManifestValue?, manifestFolder: String, tuistRoot: String) -> Match {
    var included: Set<String> = []
    var excluded: Set<String> = []
    var problems: [String] = []
    func add(_ value: ManifestValue, excluding: [ManifestValue]) {
      switch value {
      case .null, .unknown:
        break
      case .call(let call) where call.isUndecided:
        break  // the evaluator said why
      case .array(let elements):
        for element in elements { add(element, excluding: excluding) }
      case .call(let call) where ["glob", "sourceFilesList", "SourceFilesList", "paths", "init"].contains(call.name):
        let excludes = (call["excluding"]?.arrayValue ?? call["excluding"].map { [$0] } ?? []) + excluding
        // `SourceFilesList(arrayLiteral: a, b)` is variadic: the first glob is labelled, the others follow unlabelled.
        let listed = call["arrayLiteral"].map { ManifestValue.array([$0] + call.positional) }
        guard let patterns = call["globs"] ?? call["paths"] ?? listed ?? call.positional.first else {
          problems.append("cannot read the sources \(value): no glob found in it")
          return
        }
        add(patterns, excluding: excludes)
      case .string, .call:
        guard let pattern = TuistPaths.resolve(value, manifestFolder: manifestFolder, tuistRoot: tuistRoot) else {
          problems.append("cannot read the source glob \(value)")
          return
        }
        included.formUnion(matches(pattern))
        for exclude in excluding {
          guard let path = TuistPaths.resolve(exclude, manifestFolder: manifestFolder, tuistRoot: tuistRoot) else {
            if !exclude.isNull { problems.append("cannot read the excluded glob \(exclude)") }
            continue
          }
          excluded.formUnion(matches(path))
        }
      default:
        problems.append("cannot read the sources \(value)")
      }
    }
    if let value { add(value, excluding: []) }
    return Match(
      files: included.subtracting(excluded).sorted(), excluded: included.intersection(excluded).sorted(),
      problems: problems)
  }

  /// The Swift files a root-relative glob matches: a folder stands for everything below it.
  private func matches(_ pattern: String) -> [String] {
    let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let fixed = components.prefix { !$0.contains(where: { "*?{[".contains($0) }) }
    let base = fixed.joined(separator: "/")
    if fixed.count == components.count {
      if tree.isFolder(base) { return swiftFiles(below: base) }
      return base.hasSuffix(".swift") && tree.exists(base) ? [base] : []
    }
    let glob = Glob(pattern)
    return swiftFiles(below: base).filter { glob.matches($0) }
  }

  private func swiftFiles(below folder: String) -> [String] {
    guard tree.isFolder(folder) else { return [] }
    return tree.list(from: folder) { _, name in FileTree.isSkippedOrBundle(folder: name) }.files
      .filter { $0.hasSuffix(".swift") }
  }
}
