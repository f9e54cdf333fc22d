import PlumbModel

/// A diagnostics format. Reporters are pure functions: the report is a string built only from the input.
public protocol Reporter {
  /// The name given to `--reporter` (`sarif`, `junit`).
  static var identifier: String { get }
  /// One line for `--help`.
  static var summary: String { get }
  /// The usual extension of a file holding this report, without the dot (`sarif`, `xml`).
  static var fileExtension: String { get }
  static func report(_ input: ReportInput, context: ReportContext) -> String
}

/// How a report is printed, as opposed to what it says.
public struct ReportContext: Sendable {
  /// ANSI colours (the text reporter on a terminal, unless `NO_COLOR` is set).
  public var colored: Bool
  /// Filters for the diagrams some reports embed (Markdown's Mermaid graph).
  public var diagram: DiagramOptions
  /// What the text reporter writes before a relative path so that a terminal can open it: the analysed folder
  /// as seen from the current directory (`Modules/`), empty when they are the same.
  public var pathPrefix: String

  public init(colored: Bool = false, diagram: DiagramOptions = .init(), pathPrefix: String = "") {
    self.colored = colored
    self.diagram = diagram
    self.pathPrefix = pathPrefix
  }
}

extension ReporterRegistry {
  public static var identifiers: [String] { all.map { $0.identifier } }

  public static func reporter(named identifier: String) -> (any Reporter.Type)? {
    all.first { $0.identifier == identifier }
  }
}
