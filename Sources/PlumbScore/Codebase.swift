import PlumbModel

/// The scanned workspace seen the way the score stage reads it: the code index of its product modules (examples
/// and twin targets left out), and which modules are apps, features and tests.
struct Codebase {
  typealias TypeInfo = CodeIndex.TypeInfo

  let index: CodeIndex
  /// Modules with Swift files that are neither tests nor external products, in graph order.
  let codeModules: [Module]
  /// Test modules with Swift files.
  let testModules: [Module]

  var graph: ModuleGraph { index.graph }
  var typeGraph: TypeGraph { index.typeGraph }
  var appModules: Set<ModuleID> { index.appModules }
  var files: [FileFacts] { index.files }
  var types: [TypeGraph.Node: TypeInfo] { index.types }
  var outgoing: [TypeGraph.Node: [TypeGraph.Edge]] { index.outgoing }
  var adopters: [TypeGraph.Node: [TypeGraph.Node]] { index.adopters }
  var moduleOfFile: [String: ModuleID] { index.moduleOfFile }
  var typesByModule: [ModuleID: [TypeInfo]] { index.typesByModule }

  func types(in modules: Set<ModuleID>?) -> [TypeInfo] { index.types(in: modules) }
  func roles(of node: TypeGraph.Node) -> Set<Role> { index.roles(of: node) }
  func held(by node: TypeGraph.Node) -> [TypeGraph.Node] { index.held(by: node) }
  func used(by node: TypeGraph.Node) -> [TypeGraph.Node] { index.used(by: node) }
  func named(by node: TypeGraph.Node) -> [TypeGraph.Node] { index.named(by: node) }

  /// Concrete types by module, feature stem and role: a screen's partners when only names tie them.
  let partners: [PartnerKey: [TypeGraph.Node]]

  struct PartnerKey: Hashable {
    var module: ModuleID
    var stem: String
    var role: Role
  }

  /// Type names the test modules' files mention: the types some test exercises.
  let namesInTests: Set<String>

  init(graph: ModuleGraph, files allFiles: [FileFacts], roles: [RoleAssignment], typeGraph: TypeGraph) {
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
    // Example and demo apps beside a library show how to use it; they are not the codebase's architecture.
    let code = graph.modules.filter { !$0.isExternal && !$0.isTest && !$0.sources.isEmpty }
    // A target over the same files as an earlier one (an app and its "Lite" twin) is the same code: counted once.
    let owning = code.filter { module in module.sources.contains { firstOwner[$0] == module.id } }
    // When the examples hold more code than the rest (a sample app beside a one-file helper, `Examples/App`
    // next to `Sources/Coordinator.swift`), the examples are the codebase.
    let products = owning.filter { !graph.isExample($0) }
    let productFiles = products.reduce(0) { $0 + $1.sources.count }
    let exampleFiles = owning.reduce(0) { $0 + $1.sources.count } - productFiles
    codeModules = products.isEmpty || exampleFiles > 2 * productFiles ? owning : products
    testModules = graph.modules.filter { $0.isTest && !$0.sources.isEmpty }
    let kept = Set(codeModules.map(\.id))
    // A file belongs to the module that compiles it first; one an example compiles first is the example's.
    let files = allFiles.filter { firstOwner[$0.path].map(kept.contains) ?? false }
    index = CodeIndex(graph: graph, files: files, roles: roles, typeGraph: typeGraph, modules: codeModules)
    var namesInTests = Set<String>()
    for file in allFiles where testFiles.contains(file.path) {
      namesInTests.formUnion(file.topLevelReferences)
      for type in file.types { namesInTests.formUnion(type.references) }
    }
    self.namesInTests = namesInTests
    var partners: [PartnerKey: [TypeGraph.Node]] = [:]
    for (node, info) in index.types where info.role != .none && !info.isProtocol {
      partners[PartnerKey(module: node.module, stem: Codebase.stem(of: node.name), role: info.role), default: []].append(node)
    }
    self.partners = partners.mapValues { $0.sorted() }
  }

  /// Lines of code of the code modules' files.
  var codeLines: Int { files.reduce(0) { $0 + $1.lines.code } }

  /// A type's feature stem: its name without the role word (`MacsListViewModel` → `MacsList`), lowercased.
  static func stem(of name: String) -> String {
    var simple = Substring(name.split(separator: ".").last ?? Substring(name))
    // Two role words at most: `MacsListViewControllerProtocol`, `ArticlesPresenterOutput`.
    for _ in 0..<2 {
      guard let suffix = roleWords.first(where: { simple.hasSuffix($0) && simple.count > $0.count }) else { break }
      simple = simple.dropLast(suffix.count)
    }
    return simple.lowercased()
  }

  /// Role words a type name ends in, longest first.
  static let roleWords = [
    "ViewControllerProtocol", "PresenterProtocol", "InteractorProtocol", "RouterProtocol", "ViewProtocol",
    "PresentationLogic", "BusinessLogic", "DisplayLogic", "RoutingLogic", "DataStore", "DataPassing",
    "ViewController", "Configurator", "Coordinator", "Interactor", "Repository", "Wireframe", "Presenter",
    "ViewModel", "Assembly", "Protocol", "Factory", "Builder", "Reducer", "Service", "Feature", "Router",
    "Worker", "UseCase", "Screen", "Scene", "Module", "Controller", "Output", "Input", "State", "Action", "Store",
    "View", "VM",
  ]
}
