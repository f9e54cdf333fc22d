import PlumbModel

/// The scanned workspace seen the way the score stage reads it: the interpretation's code index of the app's own
/// modules, which modules are apps and tests, and what the tests name.
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

  /// The concrete presenters, in type order: a view's observable object is looked up among them (`presentersBehind`).
  let presenterTypes: [TypeGraph.Node]

  /// The score reads the interpretation's own code: examples and twin targets are set apart there, once.
  init(_ interpretation: Interpretation) {
    index = interpretation.code
    codeModules = interpretation.ownCode.modules
    testModules = interpretation.ownCode.testModules
    let testFiles = interpretation.ownCode.testFiles
    let allFiles = interpretation.files
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
    presenterTypes = index.types.values.filter { $0.role == .presenter && !$0.isProtocol }.map(\.node).sorted()
  }

  /// The feature modules as the score sees them, decided here once: the modules that hold a screen, apps left out;
  /// and those of them that depend on another feature module.
  func featureModules(of screens: [Screen]) -> (features: Set<ModuleID>, dependent: Set<ModuleID>) {
    let features = Set(screens.map(\.view.module)).subtracting(appModules)
    let dependent = features.filter { module in
      graph.dependencies(of: module).contains { features.contains($0.to) && $0.to != module }
    }
    return (features, dependent)
  }

  /// How many of the code modules' Swift files are in folders read in place of a project or manifest the load
  /// could not read (`ModuleID.standsInForUnreadProject`), of how many; nil when there are none.
  var unreadShare: (files: Int, of: Int)? {
    let unread = files.count { moduleOfFile[$0.path]?.standsInForUnreadProject == true }
    return unread == 0 ? nil : (unread, files.count)
  }

  /// Lines of code of the code modules' files.
  var codeLines: Int { files.reduce(0) { $0 + $1.lines.code } }

  /// A type's feature stem: its name without the role word (`MacsListViewModel` → `MacsList`), lowercased.
  static func stem(of name: String) -> String {
    var simple = Substring(name.split(separator: ".").last ?? Substring(name))
    if let ascii = asciiStem(of: simple) { return ascii }
    // Two role words at most: `MacsListViewControllerProtocol`, `ArticlesPresenterOutput`.
    for _ in 0..<2 {
      guard let suffix = roleWords.first(where: { simple.hasSuffix($0) && simple.count > $0.count }) else { break }
      simple = simple.dropLast(suffix.count)
    }
    return simple.lowercased()
  }

  /// `stem(of:)` over the bytes of an ASCII name (nil for any other), where a character is a byte: the score asks
  /// for the stems of the same few thousand names many times, and `String`'s `hasSuffix` weighs graphemes.
  private static func asciiStem(of simple: Substring) -> String? {
    var bytes = Array(simple.utf8)
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    for _ in 0..<2 {
      guard let suffix = roleWordBytes.first(where: { bytes.count > $0.count && bytes.ends(with: $0) }) else { break }
      bytes.removeLast(suffix.count)
    }
    for index in bytes.indices where bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
      bytes[index] += 32
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let roleWordBytes = roleWords.map { Array($0.utf8) }

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

extension Array where Element == UInt8 {
  /// Whether the bytes end with `suffix`.
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
