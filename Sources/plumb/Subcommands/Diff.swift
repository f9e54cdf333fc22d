import ArgumentParser
import Foundation
import PlumbKit

extension Plumb {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
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
        // One facts cache for both sides: it is keyed by content, so unchanged files are scanned once.
        let options = AnalysisOptions(cacheFolder: AnalysisOptions.defaultCacheFolder(root: root))
        func analyse(_ folder: URL, label: String) throws -> ArchitectureDiff.Side {
          let pipeline = try Pipeline(root: folder, options: options)
          let scanned = try pipeline.loadAndScan()
          return ArchitectureDiff.Side(label: label, report: pipeline.check(scanned), score: pipeline.score(scanned))
        }
        func isFolder(_ text: String) -> URL? {
          var directory: ObjCBool = false
          let url = URL(fileURLWithPath: text, relativeTo: cwd).standardizedFileURL
          return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
            ? url : nil
        }
        let baseSide: ArchitectureDiff.Side
        let headSide: ArchitectureDiff.Side
        if let baseFolder = isFolder(base), let head, let headFolder = isFolder(head) {
          baseSide = try analyse(baseFolder, label: base)
          headSide = try analyse(headFolder, label: head)
        } else {
          baseSide = try RevisionWorktree.with(base, root: root) { try analyse($0, label: base) }
          if let head {
            headSide = try RevisionWorktree.with(head, root: root) { try analyse($0, label: head) }
          } else {
            headSide = try analyse(root, label: "working tree")
          }
        }
        let diff = ArchitectureDiff(base: baseSide, head: headSide)
        let text: String
        switch format {
        case .text: text = diff.text
        case .json: text = diff.json
        case .markdown: text = diff.markdown
        }
        if let output {
          try OutputFile.write(Data(text.utf8), to: output, overwritingInputs: force)
        } else {
          print(text, terminator: "")
        }
        return 0
      }
    }
  }
}
