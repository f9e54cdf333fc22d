import Foundation
import PlumbModel

/// The architecture along git history (`plumb history`): one row per sampled revision of the first-parent line,
/// oldest first, with what `check`, `metrics` and `score` say of it. A value: PlumbKit computes it (each revision
/// analysed in a temporary worktree), this module renders it as text, CSV, JSON and an SVG chart, and
/// `plumb report --history FILE` reads the JSON back, so it is `Codable` and its JSON is stable byte for byte.
public struct ArchitectureHistory: Hashable, Codable, Sendable {
  /// One sampled revision.
  public struct Revision: Hashable, Codable, Sendable {
    /// The full commit hash.
    public var commit: String
    /// The committer date, ISO 8601 as git writes it (`%cI`).
    public var date: String
    public var subject: String
    /// Analysed modules (external products left out).
    public var modules: Int
    /// Dependencies between two different modules, external products included (as `plumb diff` counts them).
    public var edges: Int
    /// Cyclic components of the module graph.
    public var cycles: Int
    /// Findings per rule id (rules without findings left out).
    public var findingsByRule: [String: Int]
    /// Findings per severity (`error`, `warning`, `note`; none left out, so every row has the same keys).
    public var findingsBySeverity: [String: Int]
    public var metrics: WorkspaceMetrics?
    /// The detected style and structure, as `plumb score` names them ("MVVM, modular").
    public var style: String?
    /// Each criterion's score 0–100, keyed by the criterion's name (`Criterion.rawValue`).
    public var criteria: [String: Int]
    /// Why the revision could not be analysed (nothing to analyse yet, an invalid configuration), or what it was
    /// analysed without (files git has no object for: `isAnalysed`, its figures kept); nil when nothing is amiss.
    public var problem: String?
    /// Input problems at this revision (a manifest plumb could not fully read): counted, listed by `check`.
    public var diagnostics: Int

    public init(
      commit: String, date: String, subject: String, modules: Int = 0, edges: Int = 0, cycles: Int = 0,
      findingsByRule: [String: Int] = [:], findingsBySeverity: [String: Int] = [:], metrics: WorkspaceMetrics? = nil,
      style: String? = nil, criteria: [String: Int] = [:], problem: String? = nil, diagnostics: Int = 0
    ) {
      self.commit = commit
      self.date = date
      self.subject = subject
      self.modules = modules
      self.edges = edges
      self.cycles = cycles
      self.findingsByRule = findingsByRule
      self.findingsBySeverity = findingsBySeverity
      self.metrics = metrics
      self.style = style
      self.criteria = criteria
      self.problem = problem
      self.diagnostics = diagnostics
    }

    /// The first 12 hex digits, as tables show a commit.
    public var shortCommit: String { String(commit.prefix(12)) }
    /// The day of the date (`2026-11-26`).
    public var day: String { String(date.prefix(10)) }
    public var findings: Int { findingsBySeverity.values.reduce(0, +) }
    /// Whether the row has figures: no problem, or one that the analysis went on with (a row that could not be
    /// analysed has no metrics).
    public var isAnalysed: Bool { problem == nil || metrics != nil }
  }

  /// The workspace-wide figures of `plumb metrics` over the analysed modules: sizes summed, the package metrics
  /// averaged, the deepest layer and the longest build path.
  public struct WorkspaceMetrics: Hashable, Codable, Sendable {
    public var lines: Int
    public var files: Int
    public var types: Int
    /// Mean instability I over the analysed modules.
    public var meanInstability: Double
    /// Mean distance from the main sequence D over the analysed modules.
    public var meanDistance: Double
    public var maxDepth: Int
    /// The source lines along the longest build path (`plumb metrics`' last line).
    public var longestBuildPathLines: Int
    public var longestBuildPathModules: Int

    public init(
      lines: Int, files: Int, types: Int, meanInstability: Double, meanDistance: Double, maxDepth: Int,
      longestBuildPathLines: Int, longestBuildPathModules: Int
    ) {
      self.lines = lines
      self.files = files
      self.types = types
      self.meanInstability = meanInstability
      self.meanDistance = meanDistance
      self.maxDepth = maxDepth
      self.longestBuildPathLines = longestBuildPathLines
      self.longestBuildPathModules = longestBuildPathModules
    }
  }

  /// How the revisions were chosen ("20 evenly spaced of 1234 first-parent commits").
  public var sampling: String
  /// Commits on the first-parent line the sampling chose from.
  public var firstParentCommits: Int
  /// Set when the repository is a shallow clone: how far back it goes.
  public var shallow: String?
  public var revisions: [Revision]

  public init(sampling: String, firstParentCommits: Int, shallow: String? = nil, revisions: [Revision]) {
    self.sampling = sampling
    self.firstParentCommits = firstParentCommits
    self.shallow = shallow
    self.revisions = revisions
  }

  /// The rule ids with a finding at some revision, sorted: the CSV's and the report's rule columns.
  public var rules: [String] { Set(revisions.flatMap(\.findingsByRule.keys)).sorted() }
}

/// The commit that introduced an edge or a cycle (`plumb history --edge A B`, `--cycle`): found among the sampled
/// revisions, then by bisection along the first-parent line between the sample where it first shows and the one
/// before.
public struct Introduction: Hashable, Codable, Sendable {
  /// One reference in the code or the manifests that makes an edge (`Sources/A/X.swift:12 import B`).
  public struct Reference: Hashable, Codable, Sendable {
    public var edge: String
    public var location: Location?
    public var what: String

    public init(edge: String, location: Location?, what: String) {
      self.edge = edge
      self.location = location
      self.what = what
    }
  }

  /// What was looked for ("the edge App → Core", "a cycle", "a cycle through A, B").
  public var target: String
  /// The commit that introduced it; nil when no sampled revision has it.
  public var commit: String?
  public var author: String?
  public var date: String?
  public var subject: String?
  /// The modules of the cycle at that commit (for `--cycle`).
  public var cycle: [String]
  /// The edges that commit added to make it (the edge itself, or the new edges of the cycle), with what makes each.
  public var references: [Reference]
  /// How the commit was found: the samples and the bisection's steps, or why it could go no further.
  public var notes: [String]

  public init(
    target: String, commit: String?, author: String? = nil, date: String? = nil, subject: String? = nil,
    cycle: [String] = [], references: [Reference] = [], notes: [String] = []
  ) {
    self.target = target
    self.commit = commit
    self.author = author
    self.date = date
    self.subject = subject
    self.cycle = cycle
    self.references = references
    self.notes = notes
  }
}
