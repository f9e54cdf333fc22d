import PlumbModel

/// The scanned workspace seen the way the score stage reads it: every declared type with its module, role and
/// facts, the type graph around it, and which modules are apps, features and tests.
struct Codebase {
  /// A declared type (not an extension) of a module with code.
  struct TypeInfo {
    var node: TypeGraph.Node
    var fact: TypeFact
    var file: String
    var role: Role
    /// Why the scanner gave the role (`subclass of UIViewController`, `name ends in Controller`).
    var evidence: [String] = []
    /// Navigation APIs used in the type and its extensions in the same module.
    var navigationUses: [APIUse] = []
    /// Side effects (network, files, defaults, databases) in the type and its extensions in the same module.
    var sideEffects = 0

    var name: String { node.name }
    var isProtocol: Bool { fact.kind == .protocol }
  }

  let graph: ModuleGraph
  let typeGraph: TypeGraph
  /// Modules with Swift files that are neither tests nor external products, in graph order.
  let codeModules: [Module]
  /// Test modules with Swift files.
  let testModules: [Module]
  /// Code modules that are apps: app, extension, widget, watch and executable targets, and modules that declare
  /// the entry point (`@main`, `UIApplicationMain`, an `App` or application delegate).
  let appModules: Set<ModuleID>
  /// Facts of the code modules' files.
  let files: [FileFacts]
  let types: [TypeGraph.Node: TypeInfo]
  let outgoing: [TypeGraph.Node: [TypeGraph.Edge]]
  /// For each protocol (and class), the types that adopt (or subclass) it.
  let adopters: [TypeGraph.Node: [TypeGraph.Node]]
  let moduleOfFile: [String: ModuleID]
  /// Types by module: per-module questions look at their module's types only.
  let typesByModule: [ModuleID: [TypeInfo]]

  /// The types of `modules`, or of every code module when nil.
  func types(in modules: Set<ModuleID>?) -> [TypeInfo] {
    guard let modules else { return Array(types.values) }
    return modules.flatMap { typesByModule[$0] ?? [] }
  }

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
    self.graph = graph
    self.typeGraph = typeGraph
    var moduleOfFile: [String: ModuleID] = [:]
    var testFiles = Set<String>()
    for module in graph.modules where !module.isExternal {
      for path in module.sources {
        if module.isTest {
          testFiles.insert(path)
        } else if moduleOfFile[path] == nil {
          moduleOfFile[path] = module.id
        }
      }
    }
    // Example and demo apps beside a library show how to use it; they are not the codebase's architecture.
    let code = graph.modules.filter { !$0.isExternal && !$0.isTest && !$0.sources.isEmpty }
    // A target over the same files as an earlier one (an app and its "Lite" twin) is the same code: counted once.
    let owning = code.filter { module in module.sources.contains { moduleOfFile[$0] == module.id } }
    let products = owning.filter { !Codebase.isExample($0, in: graph) }
    codeModules = products.isEmpty ? owning : products
    let kept = Set(codeModules.map(\.id))
    for (path, module) in moduleOfFile where !kept.contains(module) { moduleOfFile[path] = nil }
    testModules = graph.modules.filter { $0.isTest && !$0.sources.isEmpty }
    self.moduleOfFile = moduleOfFile
    files = allFiles.filter { moduleOfFile[$0.path] != nil }
    var namesInTests = Set<String>()
    for file in allFiles where testFiles.contains(file.path) {
      namesInTests.formUnion(file.topLevelReferences)
      for type in file.types { namesInTests.formUnion(type.references) }
    }
    self.namesInTests = namesInTests

    var roleOf: [String: [String: RoleAssignment]] = [:]
    for assignment in roles { roleOf[assignment.file, default: [:]][assignment.type] = assignment }
    var types: [TypeGraph.Node: TypeInfo] = [:]
    var entryModules = Set<ModuleID>()
    for file in files {
      guard let module = moduleOfFile[file.path] else { continue }
      for type in file.types where type.kind != .extension {
        let node = TypeGraph.Node(module: module, name: type.name)
        let assignment = roleOf[file.path]?[type.name]
        var role = assignment?.role ?? .none
        // `Coordinator` nested in a SwiftUI representable is UIKit's delegate bridge, not a navigation coordinator.
        if role == .coordinator, type.name.contains("."), type.simpleName == "Coordinator" { role = .none }
        types[node] = TypeInfo(node: node, fact: type, file: file.path, role: role, evidence: assignment?.evidence ?? [])
        if type.attributes.contains("main") || type.attributes.contains("UIApplicationMain")
          || type.inherits.contains(where: { Codebase.entryPointProtocols.contains($0) })
        {
          entryModules.insert(module)
        }
      }
    }
    // Navigation and side effects, by the type (or extension) they are written in.
    for file in files {
      guard let module = moduleOfFile[file.path] else { continue }
      for use in file.apiUses where use.category != .notification {
        guard let enclosing = use.enclosingType else { continue }
        let node = TypeGraph.Node(module: module, name: TypeGraph.withoutGenericArguments(enclosing))
        guard types[node] != nil else { continue }
        if use.category == .navigation { types[node]!.navigationUses.append(use) } else { types[node]!.sideEffects += 1 }
      }
    }
    self.types = types
    typesByModule = Dictionary(grouping: types.values, by: \.node.module)
    var partners: [PartnerKey: [TypeGraph.Node]] = [:]
    for (node, info) in types where info.role != .none && !info.isProtocol {
      partners[PartnerKey(module: node.module, stem: Codebase.stem(of: node.name), role: info.role), default: []].append(node)
    }
    self.partners = partners.mapValues { $0.sorted() }
    var outgoing: [TypeGraph.Node: [TypeGraph.Edge]] = [:]
    var adopters: [TypeGraph.Node: [TypeGraph.Node]] = [:]
    for edge in typeGraph.edges {
      outgoing[edge.from, default: []].append(edge)
      if edge.kinds.contains(.inheritance) { adopters[edge.to, default: []].append(edge.from) }
    }
    self.outgoing = outgoing
    self.adopters = adopters
    let appKinds: Set<Module.Kind> = [.app, .executable, .appExtension, .watchApp, .widget]
    appModules = Set(codeModules.filter { appKinds.contains($0.kind) }.map(\.id)).union(entryModules)
  }

  /// A module in an `Example(s)`, `Demo(s)` or `Playground(s)` folder or project, or named so.
  static func isExample(_ module: Module, in graph: ModuleGraph) -> Bool {
    let places = [module.name, module.path ?? "", graph.container(of: module.id)?.path ?? ""]
    return places.contains { place in
      place.split(separator: "/").contains { component in
        let word = component.lowercased().replacingOccurrences(of: ".xcodeproj", with: "")
        return exampleWords.contains { word == $0 || word.hasSuffix($0) || word.hasPrefix($0 + "-") || word.hasPrefix($0 + " ") }
      }
    }
  }

  static let exampleWords = ["example", "examples", "demo", "demos", "playground", "playgrounds"]

  static let entryPointProtocols: Set<String> = ["App", "UIApplicationDelegate", "NSApplicationDelegate"]

  /// The roles a type stands for: its own, and for a protocol or a base class whose own role is none or only
  /// entity (`class ViewModel: NSObject`, named for nothing but its suffix), the roles of the types that adopt or
  /// subclass it.
  func roles(of node: TypeGraph.Node) -> Set<Role> {
    guard let info = types[node] else { return [] }
    var roles: Set<Role> = info.role == .none ? [] : [info.role]
    if info.isProtocol || info.role == .none || info.role == .entity {
      for adopter in adopters[node] ?? [] where types[adopter].map({ $0.role != .none }) ?? false {
        roles.insert(types[adopter]!.role)
      }
    }
    return roles
  }

  /// The types `node` holds in stored properties, with protocols resolved to the types that adopt them.
  func held(by node: TypeGraph.Node) -> [TypeGraph.Node] {
    targets(of: node) { $0.kinds.contains(.storedProperty) }
  }

  /// The types `node` mentions in any way except inheritance, protocols resolved to their adopters.
  func used(by node: TypeGraph.Node) -> [TypeGraph.Node] {
    targets(of: node) { $0.kinds != [.inheritance] }
  }

  private func targets(of node: TypeGraph.Node, where include: (TypeGraph.Edge) -> Bool) -> [TypeGraph.Node] {
    var result: [TypeGraph.Node] = []
    for edge in outgoing[node] ?? [] where include(edge) {
      result.append(edge.to)
      if types[edge.to]?.isProtocol == true { result.append(contentsOf: adopters[edge.to] ?? []) }
    }
    return result
  }

  /// The types `node` names in any way except inheritance, as written: a protocol stays a protocol (naming
  /// `Coordinatable` in a cast does not reach every screen that adopts it).
  func named(by node: TypeGraph.Node) -> [TypeGraph.Node] {
    (outgoing[node] ?? []).filter { $0.kinds != [.inheritance] }.map(\.to)
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
