import ArgumentParser
import Foundation
import PlumbKit

extension Plumb {
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract: "Write a starting .plumb.yml for the workspace: its style's preset and layers from its module graph.",
      discussion: """
        Reads the workspace as `plumb check` does, detects its style as `plumb score` does, and writes .plumb.yml \
        in the folder: `extends:` the preset of that style, and layers proposed from the module graph (apps on top, \
        then one layer per topological level of the libraries; modules in a cycle share one; a level of feature \
        modules is independent), each with a comment saying why. Never overwrites an existing file. Prints what it \
        wrote and what `plumb check` then finds; --baseline also records those findings, so that \
        `plumb check --baseline plumb-baseline.json` fails only on new ones.
        """
    )

    @Argument(help: "The folder to analyse and write .plumb.yml in (default: the current directory).")
    var path: String = "."

    @Flag(help: "Also write plumb-baseline.json with the findings the new configuration leaves today.")
    var baseline = false

    @Option(help: "Where per-file facts are cached between runs (default: .build/plumb-cache in the analysed folder).")
    var cachePath: String?

    @Flag(help: "Scan every file, reading and writing no cache.")
    var noCache = false

    func run() throws {
      try runOrExit {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        let cache: URL? =
          noCache ? nil : cachePath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
          ?? AnalysisOptions.defaultCacheFolder(root: root)
        let written = try StarterConfiguration.write(
          in: root, folder: path, options: AnalysisOptions(cacheFolder: cache), baseline: baseline)
        printToStandardError(written.diagnostics)
        try OutputFile.writeToStandardOutput(Data(written.summary.text.utf8))
        return 0
      }
    }
  }
}
