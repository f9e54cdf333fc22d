/// A small graph a rule must flag (triggering) or accept (non-triggering), with an optional configuration.
///
/// The graph is written in arrow form, statements separated by `;` or new lines:
///
///     App[app] -> MacsList; MacsList -> Core; ↓Core -> MacsList
///
/// `A -> B -> C` declares the edges A→B and B→C (and the imports that go with them); `A -/-> B` is declared but
/// never imported, `A ..> B` imported but not declared (see `ExampleGraph`). A `↓` before a statement marks its
/// first arrow as a place the rule must point at (the manifest line for a declared edge, the import line for
/// `..>`; `↓↓` when two findings point there); a statement that is only a module (`↓Core`) marks the module's
/// declaration. Attributes in brackets set the module's kind (`[test]`, `[app]`, `[external]`; default
/// `regular`), its `path=`, and sizes for metrics: `lines=`, `files=`, `types=`, `abstract=`.
/// The findings must point at exactly the marked places, no more, no fewer.
public struct RuleExample: Sendable {
  public var graph: String
  /// `.plumb.yml` text used when checking the example (layers, rule options).
  public var configuration: String?
  /// Swift source of some modules, by module name, scanned with the real scanner when the example runs; it
  /// replaces the imports the arrows imply for that module. A `↓` at the start of a line marks the import on it
  /// as a place a finding must point at.
  public var sources: [String: String]
  /// Where the example is written, so a failing example points at itself.
  public var file: String
  public var line: Int

  public init(
    _ graph: String, configuration: String? = nil, sources: [String: String] = [:], file: String = #filePath,
    line: Int = #line
  ) {
    self.graph = graph
    self.configuration = configuration
    self.sources = sources
    self.file = file
    self.line = line
  }
}
