import ArgumentParser
import Foundation
import PlumbReporters

extension DiagramOptions.Externals: ExpressibleByArgument {}

/// The filters of every module diagram (`graph --format dot|mermaid|svg`, the HTML report's graph).
struct DiagramArguments: ParsableArguments {
  @Flag(help: "Show test targets (hidden by default).")
  var includeTests = false

  @Option(help: "External packages: collapse (one node per package), show (every product) or hide.")
  var externals: DiagramOptions.Externals = .collapse

  @Option(
    help: ArgumentHelp(
      "Show only this module and its neighbourhood (name or container/name). Repeatable.", valueName: "module"))
  var focus: [String] = []

  @Option(
    help: ArgumentHelp(
      "With --focus: how many dependency steps to keep around it, both ways (default: all). With --level folder "
        + "(graph): how many folder levels below each module's base make a node."))
  var depth: Int?

  @Option(
    help: ArgumentHelp(
      "Leave out modules whose name or container/name id matches this glob (* within a name, ** across /, ?, {a,b}). "
        + "Repeatable.", valueName: "glob"))
  var exclude: [String] = []

  @OptionGroup var paths: PathArguments

  @Option(
    help: ArgumentHelp(
      "Past this many nodes, svg, png, pdf and the report draw one node per package or project instead of every "
        + "module (default: \(DiagramOptions.defaultMaxNodes)); a larger N lays out more, and takes longer. dot "
        + "and mermaid write every module unless it is given.", valueName: "n"))
  var maxNodes: Int?

  func validate() throws {
    if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more") }
    if let maxNodes, maxNodes < 1 { throw ValidationError("--max-nodes must be 1 or more") }
  }

  /// `--depth` is the focus's reach unless the graph is drawn by folders (`graph --level folder`).
  func validateFocusDepth() throws {
    if depth != nil && focus.isEmpty { throw ValidationError("--depth needs --focus") }
  }

  var options: DiagramOptions {
    DiagramOptions(
      includeTests: includeTests, externals: externals, focus: focus, depth: depth, exclude: exclude,
      sources: paths.sources, sinks: paths.sinks, maxNodes: maxNodes ?? DiagramOptions.defaultMaxNodes)
  }

  /// The filters of a diagram plumb does not lay out itself (DOT and Mermaid text): every module, unless
  /// `--max-nodes` is given.
  var textOptions: DiagramOptions {
    var options = self.options
    options.maxNodes = maxNodes
    return options
  }
}

/// `--source` and `--sink`: only the modules on dependency paths from some modules, or into some (both: from the
/// sources into the sinks). Shared by `plumb graph` (every format) and `plumb matrix`.
struct PathArguments: ParsableArguments {
  @Option(
    name: .customLong("source"),
    help: ArgumentHelp(
      "Keep only this module and what it depends on, directly or not (name or container/name; repeatable or a "
        + "comma list). With --sink: only the modules on paths from it into the sink.", valueName: "module"))
  var sourceValues: [String] = []

  @Option(
    name: .customLong("sink"),
    help: ArgumentHelp(
      "Keep only this module and what depends on it, directly or not (name or container/name; repeatable or a "
        + "comma list).", valueName: "module"))
  var sinkValues: [String] = []

  var sources: [String] { Self.split(sourceValues) }
  var sinks: [String] { Self.split(sinkValues) }

  static func split(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
  }
}
