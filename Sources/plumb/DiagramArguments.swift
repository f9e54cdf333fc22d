import ArgumentParser
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

  @Option(help: "With --focus: how many dependency steps to keep around it, both ways (default: all).")
  var depth: Int?

  @Option(
    help: ArgumentHelp(
      "Leave out modules whose name or container/name id matches this glob (* within a name, ** across /, ?, {a,b}). "
        + "Repeatable.", valueName: "glob"))
  var exclude: [String] = []

  func validate() throws {
    if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more") }
    if depth != nil && focus.isEmpty { throw ValidationError("--depth needs --focus") }
  }

  var options: DiagramOptions {
    DiagramOptions(includeTests: includeTests, externals: externals, focus: focus, depth: depth, exclude: exclude)
  }
}
