import ArgumentParser
import Foundation
import PlumbKit

@main
struct Plumb: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plumb",
    abstract: "An architecture linter and dependency-graph analyser for Swift and iOS codebases.",
    discussion: """
      plumb reads Package.swift manifests (without running them), Xcode projects and Swift sources, builds the \
      module graph and checks it against architecture rules.

      Exit codes: 0 clean, 1 violations at error severity, 2 could not run.
      """,
    version: PlumbVersion.versionLine,
    subcommands: [
      Check.self, Graph.self, Report.self, Scan.self, Metrics.self, Score.self, Compare.self, Rules.self, Explain.self,
      Baseline.self, Init.self, Affected.self, Diff.self, Why.self, Matrix.self,
      History.self, BuildTime.self,
    ]
  )
}

/// Options every analysing command takes: the folder, how manifests are read, the configuration.
struct WorkspaceOptions: ParsableArguments {
  @Argument(help: "The folder to analyse (default: the current directory).")
  var path: String = "."

  @Option(help: "The configuration file (default: .plumb.yml in the analysed folder, if any).")
  var config: String?

  @Flag(
    help: """
      Evaluate manifests with `swift package dump-package` instead of reading them statically. \
      This EXECUTES each Package.swift (it is Swift code): use it only on code you trust.
      """)
  var evaluateManifests = false

  @Flag(
    help: """
      Treat configuration warnings (unknown keys, unknown rule names) and module definitions left unread \
      (a manifest, project or spec that cannot be read, an unexpanded Bazel macro) as errors (exit code 2). \
      Recommended in CI; `strict: true` in the configuration does the same.
      """)
  var strict = false

  @Option(
    help: """
      A folder of remote package checkouts (Xcode's SourcePackages, a -clonedSourcePackagesDirPath folder, or \
      SwiftPM's .build): their manifests are read, never run, for the modules each remote product brings \
      (default: packages-path in the configuration, .build/checkouts next to Package.swift, DerivedData).
      """)
  var packagesPath: String?

  @Option(help: "Where per-file facts are cached between runs (default: .build/plumb-cache in the analysed folder).")
  var cachePath: String?

  @Flag(help: "Scan every file, reading and writing no cache.")
  var noCache = false

  @Flag(
    help: """
      Print the time of each stage (load, scan, interpret, graph, metrics, rules, score, report) on standard error.
      """)
  var timings = false

  /// Where the stages add up their times when `--timings` is given; printed by `printTimings()` at the end.
  static let stageTimings = StageTimings()

  var root: URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL
  }

  var cacheFolder: URL? {
    if noCache { return nil }
    if let cachePath {
      return URL(fileURLWithPath: cachePath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        .standardizedFileURL
    }
    return AnalysisOptions.defaultCacheFolder(root: root)
  }

  /// The pipeline over the folder, with its configuration read (an invalid one stops the command: exit code 2).
  /// `foldersOfUnreadManifests`: see `AnalysisOptions.foldersOfUnreadManifests` (`plumb score`).
  /// `pending`: a change set still being worked out, in place of `changes` (`AnalysisOptions.pendingChanges`).
  func pipeline(
    changes: ChangeSet? = nil, pending: PendingChanges? = nil, foldersOfUnreadManifests: Bool = false
  ) throws -> Pipeline {
    if evaluateManifests { warnThatManifestsRun() }
    // A cache folder that cannot be written (a read-only checkout) moves to the user's cache folder, or goes; said
    // once.
    let resolved = cacheFolder.map { CacheFolder.resolve($0, root: root) }
    if let note = resolved?.note { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    let folder = resolved?.folder
    var options = AnalysisOptions(
      evaluateManifests: evaluateManifests, cacheFolder: folder, changes: changes,
      packagesPath: packagesPath.map {
        URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
          .standardizedFileURL
      }, timings: timings ? Self.stageTimings : nil)
    options.foldersOfUnreadManifests = foldersOfUnreadManifests
    options.pendingChanges = pending
    return try Pipeline(
      root: root, options: options, configurationFile: config.map { URL(fileURLWithPath: $0) }, strict: strict)
  }
}

extension WorkspaceOptions {
  /// Starts reading the caches the pipeline made next will use (`CacheReadAhead`), for a command that waits on
  /// something else first. Nothing is said here: the pipeline resolves the folder again and says what it says.
  /// `changed`: see `CacheReadAhead.start(folder:changed:)`.
  func readCachesAhead(changed: Bool = false) {
    guard !evaluateManifests, let folder = cacheFolder.flatMap({ CacheFolder.resolve($0, root: root).folder }) else {
      return
    }
    CacheReadAhead.start(folder: folder, changed: changed)
  }

  /// `--timings`: the stages' times, one line on standard error.
  func printTimings() {
    guard timings else { return }
    // The caches are written beside the rules and the report: the time waited after it for what is left is shown.
    Self.stageTimings.measure("write") { CacheFolder.finishWriting() }
    FileHandle.standardError.write(Data((Self.stageTimings.summary + "\n").utf8))
  }
}

/// Said on standard error whenever `--evaluate-manifests` is given: the one option under which plumb runs code of the
/// analysed project.
func warnThatManifestsRun() {
  FileHandle.standardError.write(
    Data(
      "plumb: --evaluate-manifests: running each Package.swift with `swift package dump-package` (this executes the package's code)\n"
        .utf8))
}

/// Writes diagnostics to standard error, one per line.
func printToStandardError(_ diagnostics: [Diagnostic]) {
  guard !diagnostics.isEmpty else { return }
  FileHandle.standardError.write(Data(diagnostics.map { "\($0)\n" }.joined().utf8))
}

/// What a command built, kept until the process exits instead of being freed piece by piece when the command's
/// body returns: the exit gives the memory back at once. Freeing a cached `check`'s pipeline (the analysis cache's
/// snapshot of a large app, its facts and summaries) took about 3% of the run's time. Called on the main thread.
enum KeptUntilExit {
  nonisolated(unsafe) private static var values: [Any] = []

  static func keep(_ value: Any) { values.append(value) }
}

/// Runs a command body, turning analysis failures into exit code 2 with a clear message on stderr.
func runOrExit(_ body: () throws -> Int32) throws {
  let code: Int32
  do {
    code = try body()
  } catch let error as PlumbError {
    FileHandle.standardError.write(Data("plumb: error: \(error.description)\n".utf8))
    throw ExitCode(2)
  }
  if code != 0 { throw ExitCode(code) }
}
