/// The app's own code, decided here once for the rules and the score: the modules whose architecture is judged.
///
/// Left out: tests and external products; example and demo apps beside the code they show (`ModuleGraph.isExample`),
/// unless nothing else has code or they hold more than twice the rest's files; and a twin target over the same files
/// as an earlier one (an app and its "Lite" variant), whose files are the earlier module's. A file belongs to the
/// first module that compiles it.
public struct OwnCode: Sendable {
  /// The judged modules, in graph order.
  public let modules: [Module]
  /// Test modules with Swift files.
  public let testModules: [Module]
  /// Each production file's first module (examples included), and the test modules' files.
  public let firstOwner: [String: ModuleID]
  public let testFiles: Set<String>

  public init(graph: ModuleGraph) {
    var firstOwner: [String: ModuleID] = [:]
    var testFiles = Set<String>()
    for module in graph.modules where !module.isExternal {
      for path in module.sources {
        if module.isTest {
          testFiles.insert(path)
        } else if firstOwner[path] == nil {
          firstOwner[path] = module.id
        }
      }
    }
    let code = graph.modules.filter { !$0.isExternal && !$0.isTest && !$0.sources.isEmpty }
    let owning = code.filter { module in module.sources.contains { firstOwner[$0] == module.id } }
    // When the examples hold more than twice the code of the rest (a sample app beside a one-file helper,
    // `Examples/App` next to `Sources/Coordinator.swift`), the examples are the codebase.
    let products = owning.filter { !graph.isExample($0) }
    let productFiles = products.reduce(0) { $0 + $1.sources.count }
    let exampleFiles = owning.reduce(0) { $0 + $1.sources.count } - productFiles
    modules = products.isEmpty || exampleFiles > 2 * productFiles ? owning : products
    testModules = graph.modules.filter { $0.isTest && !$0.sources.isEmpty }
    self.firstOwner = firstOwner
    self.testFiles = testFiles
  }

  /// Whether `path` is a file of the judged modules (a file an example compiles first is the example's).
  public func isJudged(file path: String, modules kept: Set<ModuleID>) -> Bool {
    firstOwner[path].map(kept.contains) ?? false
  }
}

extension CodeIndex {
  /// Whether a file is test code by its place: in a folder named `Tests`, `UITests`, `FinanceAppTests`, ... or
  /// named `...Tests.swift`. Test modules are not indexed at all; this catches tests in a module plumb had to infer
  /// from folders (no project or manifest lists them apart), whose spies and mocks are no part of the app.
  public static func isTestPath(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    if let file = components.last, file.hasSuffix("Tests.swift") || file.hasSuffix("Test.swift") { return true }
    return components.dropLast().contains { $0 == "Test" || $0.hasSuffix("Tests") }
  }
}
