/// One `--reporter` argument: `name` prints to stdout, `name:path` writes a file.
public struct ReporterSelection: Equatable, Sendable {
  public var identifier: String
  /// Nil means stdout.
  public var path: String?

  /// Parses `name` or `name:path`; nil when the name is not a known reporter or the path is empty.
  public init?(argument: String) {
    let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard ReporterRegistry.reporter(named: parts[0]) != nil else { return nil }
    if parts.count == 2 && parts[1].isEmpty { return nil }
    identifier = parts[0]
    path = parts.count == 2 ? parts[1] : nil
  }

  public var reporter: any Reporter.Type { ReporterRegistry.reporter(named: identifier)! }
}

/// What a run with several reporters produces: each report's text and where it goes. Pure, so the CLI only does
/// the writing.
public enum ReportPlan {
  public struct Output: Equatable, Sendable {
    /// Nil means stdout.
    public var path: String?
    public var text: String
  }

  /// The reports for `selections` (the text reporter on stdout when there are none). Colour goes only to a text
  /// report on stdout, and only when `stdoutWantsColor`.
  public static func outputs(
    for selections: [ReporterSelection], input: ReportInput, stdoutWantsColor: Bool, diagram: DiagramOptions = .init(),
    pathPrefix: String = ""
  ) -> [Output] {
    let chosen = selections.isEmpty ? [ReporterSelection(argument: TextReporter.identifier)!] : selections
    return chosen.map { selection in
      let colored = selection.path == nil && stdoutWantsColor && selection.identifier == TextReporter.identifier
      let text = selection.reporter.report(input, context: .init(colored: colored, diagram: diagram, pathPrefix: pathPrefix))
      return Output(path: selection.path, text: text)
    }
  }
}
