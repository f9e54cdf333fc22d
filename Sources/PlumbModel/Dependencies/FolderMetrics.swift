/// The metrics of one folder of the folder graph (`FolderGraph`): Martin's package metrics worked out by the same code
/// as for modules, over the folders as a module graph (Ca: folders of the module whose files name its types; Ce: the
/// folders its files name types of), and the size and cyclomatic complexity of its functions, from the same per-file
/// facts the module numbers fold. What `plumb metrics --level folder` prints and the report's folder view lists.
public struct FolderMetrics: Hashable, Sendable {
  /// `Module/Folder`.
  public var folder: ModuleID
  /// Relative to the analysed root.
  public var path: String
  /// Ca, Ce, I, A, D, lines, files, types, depth and transitive dependents, as for a module (no test ratio: tests
  /// are not folders of the app's own code).
  public var metrics: ModuleMetrics
  /// Functions with a body (`FileFacts.functions`).
  public var functions: Int
  /// The sum of their cyclomatic complexities.
  public var totalComplexity: Int
  /// The largest cyclomatic complexity of one function; 0 without functions.
  public var maxComplexity: Int
  /// Functions above `SourceFacts.ModuleFacts.complexFunctionThreshold`.
  public var complexFunctions: Int

  public init(
    folder: ModuleID, path: String, metrics: ModuleMetrics, functions: Int, totalComplexity: Int, maxComplexity: Int,
    complexFunctions: Int
  ) {
    self.folder = folder
    self.path = path
    self.metrics = metrics
    self.functions = functions
    self.totalComplexity = totalComplexity
    self.maxComplexity = maxComplexity
    self.complexFunctions = complexFunctions
  }

  /// Cyclomatic complexity per function; 0 without functions.
  public var meanComplexity: Double {
    functions == 0 ? 0 : Double(totalComplexity) / Double(functions)
  }
}
