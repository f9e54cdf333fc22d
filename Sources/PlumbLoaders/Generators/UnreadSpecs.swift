import Foundation
import PlumbModel

/// Module definitions of kinds plumb does not read, found so that a graph without them is never taken for the
/// whole: Buck build files, and projects a repository generates (it ignores `*.xcodeproj`) from a spec of a kind
/// plumb does not know. Each is said once, with its file, and leaves the graph partial (`--strict` stops on it).
enum UnreadSpecs {
  /// Buck's build files: `BUCK` (Bazel's `BUILD` files are read).
  static let buckFileName = "BUCK"

  /// - Parameters:
  ///   - declaresProjects: an Xcode project or a spec's project was read.
  ///   - hasInferredModules: some Swift files belong to no target (a package-only repository that ignores
  ///     `*.xcodeproj` has none, and is not reported).
  ///   - rootIsPackage: the root holds a `Package.swift`. Then the package is the build, and an ignored project is
  ///     the one `swift package generate-xcodeproj` used to write from it (swift-nio's and swift-argument-parser's
  ///     `/*.xcodeproj`): no app is missing, whatever files lie outside its targets (scripts, targets of another
  ///     platform's `#if`).
  static func diagnostics(
    tree: FileTree, declaresProjects: Bool, hasInferredModules: Bool, rootIsPackage: Bool = false
  ) -> [Diagnostic] {
    var result: [Diagnostic] = []
    let files = tree.list(skipsFolder: { _, name in FileTree.isSkippedOrBundle(folder: name) }).files
    let buckFiles = files.filter { XcodePath.lastComponent($0) == buckFileName }
    if let first = buckFiles.first {
      let count = buckFiles.count
      result.append(
        Diagnostic(
          .warning,
          "Buck build files are not read (\(count) BUCK file\(count == 1 ? "" : "s")): the modules they declare are "
            + "missing from the graph, and their Swift files are only grouped by folder",
          at: Location(file: first), leavesGraphPartial: true))
    }
    if !declaresProjects, hasInferredModules, !rootIsPackage, let line = ignoredProjectLine(tree: tree) {
      result.append(
        Diagnostic(
          .warning,
          "the repository ignores its Xcode projects (they are generated), and plumb found no spec it reads "
            + "(XcodeGen spec, Tuist Project.swift, Bazel BUILD): the app's targets are missing from the graph",
          at: Location(file: ".gitignore", line: line), leavesGraphPartial: true))
    }
    return result
  }

  /// The line of the root `.gitignore` that ignores Xcode projects (`*.xcodeproj`), if there is one.
  static func ignoredProjectLine(tree: FileTree) -> Int? {
    guard tree.kind(of: ".gitignore") == .file,
      let text = try? TextFile.text(of: URL(fileURLWithPath: tree.absolutePath(".gitignore")), kind: "gitignore")
    else { return nil }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let pattern = line.trimmingCharacters(in: .whitespaces)
      if ["*.xcodeproj", "*.xcodeproj/", "/*.xcodeproj", "**/*.xcodeproj", "*.xcodeproj/*"].contains(pattern) {
        return index + 1
      }
    }
    return nil
  }
}
