import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "history",
      abstract: "How the architecture changed along git history, and which commit brought an edge or a cycle.",
      discussion: """
        Samples revisions of the first-parent line of HEAD (about 20 evenly spaced by default; --every N, \
        --since DATE, --tags or --revisions A B C), writes each into a temporary folder from git's objects \
        (no checkout; removed afterwards; your working tree, index and branches are never touched) and analyses it with its own \
        .plumb.yml: modules, edges, cycles, findings by rule and severity, the workspace's metrics, the detected \
        style and the eight criteria's scores. One facts cache serves every revision, so a file seen at one \
        revision is not parsed again. The first revision is analysed alone, the others in lanes at the same time \
        (one per core, at most 4, each in a folder of its own, two walking a stretch of revisions from both \
        ends); the rows are in the revisions' order. \
        Formats: text, csv, json (what `plumb report --history FILE` reads), svg (a \
        chart).
        With --edge A B (or --cycle, --cycle --through A B): the first sampled revision that has the edge (or a \
        cycle), then a bisection of the first-parent line between it and the sample before it to the commit that \
        introduced it, with what makes the edge in that commit (file:line).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, csv, json, svg }

    @Argument(help: "A folder inside a git repository (default: the current directory).")
    var path: String = "."

    @Option(help: "How many revisions, evenly spaced from the oldest commit to HEAD.")
    var count: Int?

    @Option(help: "Every Nth commit of the first-parent line, counting back from HEAD.")
    var every: Int?

    @Option(help: "Only commits after this date (as git log --since reads it: 2025-01-01, \"6 months ago\").")
    var since: String?

    @Flag(help: "The tagged commits of the first-parent line.")
    var tags = false

    @Option(parsing: .upToNextOption, help: "These revisions (commits, tags, branches), in this order.")
    var revisions: [String] = []

    @Option(
      parsing: .upToNextOption,
      help: ArgumentHelp("Find the commit that introduced the edge FROM → TO.", valueName: "from> <to"))
    var edge: [String] = []

    @Flag(help: "Find the commit that introduced a cycle (with --through, one through these modules).")
    var cycle = false

    @Option(parsing: .upToNextOption, help: "With --cycle: the modules the cycle goes through.")
    var through: [String] = []

    @Option(help: "text, csv, json or svg (--edge and --cycle: text or json).")
    var format: Format = .text

    @Option(name: [.short, .long], help: "Write the result to this file instead of stdout.")
    var output: String?

    @Flag(help: "Write the output even over a file plumb reads as input (a Swift file, a manifest, a project).")
    var force = false

    @Option(help: "Where per-file facts are cached (default: .build/plumb-cache in the analysed folder).")
    var cachePath: String?

    @Flag(help: "Scan every file of every revision, reading and writing no cache.")
    var noCache = false

    @Flag(
      help:
        "Print the time of each stage, summed over the revisions (lanes add up), and how many files were parsed, on standard error."
    )
    var timings = false

    @Option(help: "How many revisions are analysed at the same time (default: one per core, at most 4).")
    var lanes: Int?

    func validate() throws {
      let choices = [count != nil, every != nil, tags, !revisions.isEmpty].filter { $0 }.count
      if choices > 1 { throw ValidationError("give one of --count, --every, --tags and --revisions") }
      if let count, count < 1 { throw ValidationError("--count must be 1 or more") }
      if let every, every < 1 { throw ValidationError("--every must be 1 or more") }
      if let lanes, lanes < 1 { throw ValidationError("--lanes must be 1 or more") }
      if !edge.isEmpty && edge.count != 2 { throw ValidationError("--edge takes two modules: --edge FROM TO") }
      if !edge.isEmpty && cycle { throw ValidationError("give --edge or --cycle, not both") }
      if !through.isEmpty && !cycle { throw ValidationError("--through goes with --cycle") }
      if (!edge.isEmpty || cycle) && (format == .csv || format == .svg) {
        throw ValidationError("--edge and --cycle write text or json")
      }
    }

    var sampling: HistorySampling {
      let choice: HistorySampling.Choice =
        if let every { .every(every) } else if tags { .tags } else if !revisions.isEmpty { .revisions(revisions) }
        else { .evenly(count ?? 20) }
      return HistorySampling(choice: choice, since: since)
    }

    func run() throws {
      try runOrExit {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        // One cache folder for every revision; one that cannot be written moves to the user's cache folder.
        let resolved =
          noCache
          ? nil
          : CacheFolder.resolve(
            cachePath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
              ?? AnalysisOptions.defaultCacheFolder(root: root), root: root)
        if let note = resolved?.note { FileHandle.standardError.write(Data((note + "\n").utf8)) }
        let cache = resolved?.folder
        let progress = ProgressLine()
        progress.update("reading the history")
        // A file git has no object for (analysed as an empty file), told once per file and object.
        let warning: (String) -> Void = { text in
          progress.finish()
          FileHandle.standardError.write(Data("plumb: warning: \(text)\n".utf8))
        }
        let text: String
        if !edge.isEmpty || cycle {
          let target: Introduction.Target = cycle ? .cycle(through: through) : .edge(from: edge[0], to: edge[1])
          let found = try Introduction.finding(
            target, root: root, sampling: sampling, cacheFolder: cache, progress: progress.update, warning: warning)
          text = format == .json ? HistoryOutput.json(found) : HistoryOutput.text(found)
        } else {
          let stageTimings = timings ? StageTimings() : nil
          let history = try ArchitectureHistory.analysing(
            root: root, sampling: sampling, cacheFolder: cache, timings: stageTimings, lanes: lanes,
            progress: { progress.update($0) }, warning: warning)
          progress.finish()
          if let stageTimings {
            FileHandle.standardError.write(Data((stageTimings.summary + "\n").utf8))
            if let counts = stageTimings.countsSummary { FileHandle.standardError.write(Data((counts + "\n").utf8)) }
          }
          if let shallow = history.shallow { FileHandle.standardError.write(Data("plumb: note: \(shallow)\n".utf8)) }
          text =
            switch format {
            case .text: HistoryOutput.text(history)
            case .csv: HistoryOutput.csv(history)
            case .json: HistoryOutput.json(history)
            case .svg: HistoryChart.svg(history)
            }
        }
        progress.finish()
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
