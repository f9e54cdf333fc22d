import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

/// `--reporter name` (to stdout) or `--reporter name:path` (to a file), repeatable: one run can feed a terminal,
/// a SARIF upload and a JUnit dashboard at once.
struct ReporterOptions: ParsableArguments {
  @Option(
    name: .customLong("reporter"),
    help: ArgumentHelp(
      "How to report findings: NAME prints to stdout, NAME:PATH writes a file. Repeatable. (default: text)",
      discussion: ReporterRegistry.all.map { "\($0.identifier): \($0.summary)" }.joined(separator: "\n"),
      valueName: "name[:path]"))
  var reporters: [ReporterSelection] = []

  @Flag(help: "Write reports even over files plumb reads as input (a Swift file, a manifest, a project).")
  var force = false

  /// Writes every chosen report: files whole (atomically), stdout reports in the order given.
  func write(_ input: ReportInput, diagram: DiagramOptions = .init(), pathPrefix: String = "") throws {
    let outputs = ReportPlan.outputs(
      for: reporters, input: input, stdoutWantsColor: Terminal.wantsColor(fileDescriptor: 1), diagram: diagram,
      pathPrefix: pathPrefix)
    for output in outputs {
      if let path = output.path {
        try OutputFile.write(Data(output.text.utf8), to: path, overwritingInputs: force)
      } else {
        try OutputFile.writeToStandardOutput(Data(output.text.utf8))
      }
    }
  }
}

extension ReporterSelection: ExpressibleByArgument {
  public static var allValueStrings: [String] { ReporterRegistry.identifiers }
}

/// What the terminal supports.
enum Terminal {
  static func isTTY(_ fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

  /// Colour on a terminal, unless `NO_COLOR` is set to anything non-empty (no-color.org).
  static func wantsColor(fileDescriptor: Int32) -> Bool {
    if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
    return isTTY(fileDescriptor)
  }
}
