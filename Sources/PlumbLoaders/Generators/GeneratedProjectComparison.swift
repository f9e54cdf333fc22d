import PlumbModel

/// A generated `.xcodeproj` committed beside the spec it is generated from: the spec is what the team edits, so
/// plumb reads the spec and only says where the generated project disagrees with it (a project not generated again
/// since the spec changed), instead of silently picking one of the two.
enum GeneratedProjectComparison {
  /// How many differing files or dependencies a message names before it says "and N more".
  static let namedLimit = 3

  /// One warning per target that differs, at the target's line in the spec; one for each target only one side has.
  static func differences(spec: XcodeProject, generated: XcodeProject, specFile: String) -> [Diagnostic] {
    var result: [Diagnostic] = []
    let generatedByName = Dictionary(generated.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let specNames = Set(spec.targets.map(\.name))
    let stale = "\(generated.path) is stale (generate it again)"
    for target in spec.targets {
      let location = Location(file: target.file ?? spec.declarationFile, line: target.line)
      guard let other = generatedByName[target.name] else {
        result.append(Diagnostic(.warning, "the spec declares target '\(target.name)', which \(generated.path) does not have: \(stale)", at: location))
        continue
      }
      var parts: [String] = []
      // Synchronized folders list no files; their contents are the same folder either way.
      if other.synchronizedFolders.isEmpty {
        parts += listed("files", only: Set(target.sources).subtracting(other.sources), in: "the spec")
        parts += listed("files", only: Set(other.sources).subtracting(target.sources), in: "the project")
      }
      let specDependencies = Set(target.dependencies.map(\.targetName))
      let generatedDependencies = Set(other.dependencies.map(\.targetName))
      // Dependency entries of the spec plumb could not read (a helper that switches on an environment setting) may
      // be the ones only the project has: not a sign that the project is stale.
      let readsAllDependencies = target.build.unreadDependencies == nil
      parts += listed("target dependencies", only: specDependencies.subtracting(generatedDependencies), in: "the spec")
      if readsAllDependencies {
        parts += listed(
          "target dependencies", only: generatedDependencies.subtracting(specDependencies), in: "the project")
      }
      let specProducts = Set(target.packageProducts.map(\.productName))
      let generatedProducts = Set(other.packageProducts.map(\.productName))
      parts += listed("package products", only: specProducts.subtracting(generatedProducts), in: "the spec")
      if readsAllDependencies {
        parts += listed("package products", only: generatedProducts.subtracting(specProducts), in: "the project")
      }
      if !parts.isEmpty {
        result.append(
          Diagnostic(
            .warning, "target '\(target.name)' differs from \(generated.path): \(parts.joined(separator: "; ")); \(stale)",
            at: location))
      }
    }
    for target in generated.targets where !specNames.contains(target.name) {
      result.append(
        Diagnostic(
          .warning, "\(generated.path) has target '\(target.name)', which the spec does not declare: \(stale)",
          at: Location(file: specFile)))
    }
    return result
  }

  private static func listed(_ what: String, only names: Set<String>, in side: String) -> [String] {
    guard !names.isEmpty else { return [] }
    let sorted = names.sorted()
    let shown = sorted.prefix(namedLimit).joined(separator: ", ")
    let more = sorted.count > namedLimit ? " and \(sorted.count - namedLimit) more" : ""
    return ["\(sorted.count) \(what) only in \(side) (\(shown)\(more))"]
  }
}
