import Foundation
import PlumbModel

/// What the HTML report draws beyond the `ReportInput`: the laid-out module graph, the type diagrams, and where
/// its file links point.
public struct HTMLReportOptions: Sendable {
  /// The module graph as Graphviz drew it, once without test targets and, when there are any, once with them (the
  /// page's "tests" switch shows one or the other). Each SVG comes from `DOTEncoder.encode(_:options:idPrefix:)`
  /// with the prefix of its variant (`GraphVariant.prefix`).
  public var graph: [GraphVariant]
  /// Why the graph is missing, when it is (Graphviz failed, or the workspace is empty).
  public var graphProblem: String?
  /// The filters the graph was drawn with (focus, externals, exclusions); `includeTests` says which variant the page
  /// shows first.
  public var diagram: DiagramOptions
  /// Where file links point.
  public var links: SourceLinks
  /// Each module's type diagram as SVG, shown in a dialog from the side panel; the page embeds each inertly (a
  /// `<template>`), so the browser builds only the one opened.
  public var typeDiagrams: [ModuleID: String]
  /// Modules whose type diagram was left out, and why (too many types, the page's size budget).
  public var typeDiagramNotes: [ModuleID: String]
  /// The dependency structure matrix of the modules shown (`plumb matrix`'s), when it was worked out.
  public var matrix: DependencyMatrix?
  /// How many modules the matrix would have: past `maximumMatrixModules` the page says `plumb matrix` prints it
  /// instead (and `matrix` is nil).
  public var matrixModuleCount: Int
  /// Past this many modules the page shows no matrix: tens of thousands of cells read as noise and weigh megabytes.
  public static let maximumMatrixModules = 150
  /// Where to cut each cycle of the checked graph (what `no-cycles` advises), when it was worked out.
  public var cycleAdvice: [CycleAdvice]?
  /// The folders inside each module, explored as the modules are, behind the page's level switch; nil for no switch.
  public var folders: FolderView?
  /// `plumb history`'s rows, shown as a chart and a table (`plumb report --history FILE`); nil for no section.
  public var history: ArchitectureHistory?
  /// Which graph the page opens on: `.folder` for an app that is one target (its module graph is one node).
  public var opensOn: GraphLevel = .module
  /// The level these options draw: `.folder` for the folder view's own explorer (ids prefixed, folder words).
  var level: GraphLevel = .module

  /// What every element id of the level these options draw begins with.
  var elementPrefix: String { level == .folder ? FolderView.elementPrefix : "" }

  public init(
    graph: [GraphVariant] = [], graphProblem: String? = nil, diagram: DiagramOptions = .init(),
    links: SourceLinks = .relative(prefix: ""), typeDiagrams: [ModuleID: String] = [:],
    typeDiagramNotes: [ModuleID: String] = [:], matrix: DependencyMatrix? = nil, matrixModuleCount: Int = 0,
    cycleAdvice: [CycleAdvice]? = nil
  ) {
    self.graph = graph
    self.graphProblem = graphProblem
    self.diagram = diagram
    self.links = links
    self.typeDiagrams = typeDiagrams
    self.typeDiagramNotes = typeDiagramNotes
    self.matrix = matrix
    self.matrixModuleCount = max(matrixModuleCount, matrix?.modules.count ?? 0)
    self.cycleAdvice = cycleAdvice
  }

  /// The folder level of the page: the folder graph as a graph of its own (`FolderGraph.moduleGraph`, the findings
  /// placed on the folders of their files, the folders' metrics), laid out once, its cycles' advice and a metrics
  /// table with the functions' complexity.
  public struct FolderView: Sendable {
    public var input: ReportInput
    /// The folder graph as Graphviz drew it, with `FolderView.idPrefix`'s ids; empty with `problem` when not drawn.
    public var svg: String?
    public var problem: String?
    public var advice: [CycleAdvice]
    public var metrics: [FolderMetrics]
    /// nil for the default split.
    public var depth: Int?

    /// The SVG ids of the folder drawing, apart from the module drawings'.
    public static let idPrefix = "f-g-"
    /// The prefix of every element id of the folder level (`f-viewport`, `f-search`, ...).
    public static let elementPrefix = "f-"

    public init(
      input: ReportInput, svg: String?, problem: String? = nil, advice: [CycleAdvice], metrics: [FolderMetrics],
      depth: Int? = nil
    ) {
      self.input = input
      self.svg = svg
      self.problem = problem
      self.advice = advice
      self.metrics = metrics
      self.depth = depth
    }
  }

  /// One drawing of the module graph.
  public struct GraphVariant: Sendable {
    public var includesTests: Bool
    public var svg: String

    public init(includesTests: Bool, svg: String) {
      self.includesTests = includesTests
      self.svg = svg
    }

    /// The SVG id prefix of a variant's nodes and edges: both variants sit in one page, so ids must differ.
    public static func prefix(includesTests: Bool) -> String { includesTests ? "gt-" : "g-" }
  }
}

/// Where the report's file links point, so a report kept as a CI artifact or moved with its checkout still links.
public enum SourceLinks: Hashable, Sendable {
  /// Relative to the report's own folder: `prefix` leads from there to the analysed folder (`""` when the report is
  /// written into it, `"../"` when one folder below, ends with `/` otherwise).
  case relative(prefix: String)
  /// Under a web address of the sources, such as a repository viewed at a commit
  /// (`https://github.com/owner/repo/blob/<sha>`); lines as `#L<line>`.
  case web(base: String)

  /// The link to a file (relative to the analysed folder), at a line when it is above 0.
  public func href(_ file: String, line: Int = 0) -> String {
    let anchor = line > 0 ? "#L\(line)" : ""
    // A file outside the analysed folder keeps its absolute path: there is nothing to be relative to.
    if file.hasPrefix("/") { return URL(fileURLWithPath: file).absoluteString + anchor }
    switch self {
    case .relative(let prefix):
      return SARIFReporter.percentEncoded(prefix + file) + anchor
    case .web(let base):
      let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
      return trimmed + "/" + SARIFReporter.percentEncoded(file) + anchor
    }
  }

  /// The prefix that leads from the folder of `report` to `root` (both absolute paths): `../../` style, or `""`.
  public static func relativePrefix(from report: URL, to root: URL) -> String {
    let from = report.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let to = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let up = Array(repeating: "..", count: from.count - common)
    let down = Array(to[common...])
    let parts = up + down
    return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
  }
}
