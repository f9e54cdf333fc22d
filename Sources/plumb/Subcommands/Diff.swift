import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "The architecture change between two git revisions (or two folders).",
      discussion: """
        Checks BASE and HEAD (default: the working tree) out into temporary git worktrees, removed afterwards, \
        analyses each with its own .plumb.yml, and prints the modules and dependencies added and removed, new \
        cycles, new and fixed findings and metric changes per module. `--format markdown` is meant for a pull \
        request comment (a Mermaid diagram of the changed part of the graph, new dependencies highlighted). \
        Your working tree, index and branches are never touched. When BASE and HEAD are folders, they are \
        compared as they are.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

    @Argument(help: "The base revision (a commit, branch or tag), or a folder.")
    var base: String

    @Argument(help: "The head revision, or a folder (default: the working tree of --path).")
    var head: String?

    @Option(help: "The folder to analyse inside the repository (default: the current directory).")
    var path: String = "."

    @Option(help: "text, json or markdown.")
    var format: Format = .text

    @Option(help: "Write the result to this file instead of stdout.")
    var output: String?

    @Flag(help: "Write the output even over a file plumb reads as input (a Swift file, a manifest, a project).")
    var force = false

    func run() throws {
      try runOrExit {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        let (diff, sides) = try ArchitectureDiff.compare(base: base, head: head, root: root, currentDirectory: cwd)
        for side in sides where !side.diagnostics.isEmpty {
          FileHandle.standardError.write(Data(side.diagnostics.map { "\(side.label): \($0)\n" }.joined().utf8))
        }
        let text = diff.rendered(as: format.rendering)
        if let output {
          try OutputFile.write(Data(text.utf8), to: output, overwritingInputs: force)
        } else {
          try OutputFile.writeToStandardOutput(Data(text.utf8))
        }
        return 0
      }
    }
  }
}

extension Plumb.Diff.Format {
  var rendering: ArchitectureDiff.Format {
    switch self {
    case .text: .text
    case .json: .json
    case .markdown: .markdown
    }
  }
}
