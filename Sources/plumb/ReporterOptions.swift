import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

/// `--reporter name` (to stdout) or `--reporter name:path` (to a file), repeatable: one run can feed a terminal,
/// a SARIF upload and a JUnit dashboard at once.
struct ReporterOptions: ParsableArguments {
  struct Choice: ExpressibleByArgument, Equatable {
    var reporter: any Reporter.Type
    /// Nil writes to stdout.
    var path: String?

    init?(argument: String) {
      let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
      guard let name = parts.first, let reporter = ReporterRegistry.reporter(named: name) else { return nil }
      if parts.count == 2 && parts[1].isEmpty { return nil }
      self.reporter = reporter
      self.path = parts.count == 2 ? parts[1] : nil
    }

    static func == (lhs: Choice, rhs: Choice) -> Bool {
      lhs.reporter.identifier == rhs.reporter.identifier && lhs.path == rhs.path
    }

    static var allValueStrings: [String] { ReporterRegistry.identifiers }
  }

  @Option(
    name: .customLong("reporter"),
    help: ArgumentHelp(
      "How to report findings: NAME prints to stdout, NAME:PATH writes a file. Repeatable. (default: text)",
      discussion: ReporterRegistry.all.map { "\($0.identifier): \($0.summary)" }.joined(separator: "\n"),
      valueName: "name[:path]"))
  var reporters: [Choice] = []

  /// The reporters chosen, or the text reporter on stdout.
  var choices: [Choice] {
    reporters.isEmpty ? [Choice(argument: "text")!] : reporters
  }

  /// Writes every chosen report. Files are written whole (no partial report on failure); stdout reports are
  /// printed in the order given.
  func write(_ input: ReportInput, diagram: DiagramOptions = .init()) throws {
    for choice in choices {
      if let path = choice.path {
        let text = choice.reporter.report(input, context: .init(colored: false, diagram: diagram))
        try OutputFile.write(Data(text.utf8), to: path)
      } else {
        let colored = choice.reporter.identifier == TextReporter.identifier && Terminal.wantsColor(fileDescriptor: 1)
        let text = choice.reporter.report(input, context: .init(colored: colored, diagram: diagram))
        FileHandle.standardOutput.write(Data(text.utf8))
      }
    }
  }
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

/// Writes a report or a diagram to the path the user gave, with a clear error when it cannot.
enum OutputFile {
  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw PlumbError("cannot write '\(url.path)': \(error.localizedDescription)")
    }
  }
}
