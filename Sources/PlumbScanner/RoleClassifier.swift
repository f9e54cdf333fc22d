import Dispatch
import Foundation
import PlumbModel

/// Gives every declared type an architectural role, with the evidence for it.
///
/// A pure function over facts: structure (superclasses, conformances, attributes) weighs most, then the
/// protocols a type adopts and its name, then the folder it sits in. Superclasses are followed across all
/// files, so a subclass of the project's own `BaseViewController` is a view controller too.
public enum RoleClassifier {
  /// One role per declared type (extensions are folded into the type they extend), sorted by file and name.
  ///
  /// The workspace view (conformances, superclasses) is built once; files are then classified on `threads`
  /// workers (0: one per core), each on its own run of files.
  public static func classify(_ files: [FileFacts], threads: Int = 0) -> [RoleAssignment] {
    let workspace = Workspace(files)
    // Scans list files sorted by path: then sorting each file's types is enough.
    let filesAreSorted = zip(files, files.dropFirst()).allSatisfy { $0.path < $1.path }
    let workers = max(1, min(threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount, files.count / 64))
    let runLength = (files.count + workers - 1) / max(1, workers)
    let runs = UnsafeMutableBufferPointer<[RoleAssignment]>.allocate(capacity: workers)
    runs.initialize(repeating: [])
    defer {
      runs.deinitialize()
      runs.deallocate()
    }
    nonisolated(unsafe) let slots = runs
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let range = min(files.count, worker * runLength)..<min(files.count, (worker + 1) * runLength)
      slots[worker] = classify(files[range], in: workspace, sortingEachFile: filesAreSorted)
    }
    let assignments = Array(runs.joined())
    return filesAreSorted ? assignments : assignments.sorted()
  }

  /// The roles of the files `only` names, each file's sorted, with the workspace view (conformances, superclasses,
  /// the types views hold) built from all `files`: what `classify(files)` gives those files when they are sorted by
  /// path. A file's roles depend on nothing else, so a change that leaves that view as it was reclassifies only the
  /// files it changed.
  public static func classify(_ files: [FileFacts], only paths: Set<String>) -> [RoleAssignment] {
    guard !paths.isEmpty else { return [] }
    let chosen = files.filter { paths.contains($0.path) }
    return classify(chosen[...], in: Workspace(files, for: chosen), sortingEachFile: true)
  }

  /// Whether classifying reads the same of `old` and `new` (two versions of one file) in its files and in the
  /// workspace view (`Workspace`): its path, the modules it imports, and each type's name, kind, attributes,
  /// inheritance clause and properties' types. When the other files did not change either, the file's roles are
  /// then the same: an edit of a function's body keeps them.
  public static func readsTheSame(_ old: FileFacts, _ new: FileFacts) -> Bool {
    guard old.path == new.path, old.types.count == new.types.count,
      old.imports.map(\.module) == new.imports.map(\.module)
    else { return false }
    // Fields are read through the arrays: copying each `TypeFact` out would retain every field it holds.
    for index in old.types.indices {
      guard old.types[index].name == new.types[index].name, old.types[index].kind == new.types[index].kind,
        old.types[index].attributes == new.types[index].attributes,
        old.types[index].inherits == new.types[index].inherits,
        old.types[index].properties.map(\.typeName) == new.types[index].properties.map(\.typeName)
      else { return false }
    }
    return true
  }

  /// The roles of a run of files, each file's types sorted when `sortingEachFile`.
  private static func classify(
    _ files: ArraySlice<FileFacts>, in workspace: Workspace, sortingEachFile: Bool
  ) -> [RoleAssignment] {
    var assignments: [RoleAssignment] = []
    assignments.reserveCapacity(files.reduce(0) { $0 + $1.types.count })
    // Files of one folder share its role: look each folder up once.
    var folders: [Substring: (name: String, role: Role)?] = [:]
    for file in files {
      let context = FileContext(file, folders: &folders)
      let first = assignments.count
      for type in file.types where type.kind != .extension {
        let signals = workspace.signals(for: type, in: context)
        let (role, evidence) = decide(signals)
        assignments.append(RoleAssignment(file: file.path, type: type.name, kind: type.kind, role: role, evidence: evidence))
      }
      if sortingEachFile { assignments[first...].sort() }
    }
    return assignments
  }

  /// One piece of evidence pointing at a role.
  struct Signal {
    var role: Role
    var weight: Int
    var evidence: String
  }

  /// The role with the highest total weight; ties go to the more specific role (see `tieBreakOrder`).
  static func decide(_ signals: [Signal]) -> (Role, [String]) {
    // A type has a handful of signals: summing per role by scanning them beats building a dictionary.
    var best: (role: Role, total: Int, rank: Int)?
    for (index, signal) in signals.enumerated() {
      if signals[..<index].contains(where: { $0.role == signal.role }) { continue }
      let total = signals[index...].reduce(0) { $1.role == signal.role ? $0 + $1.weight : $0 }
      let rank = rank(signal.role)
      if let current = best, current.total > total || (current.total == total && current.rank < rank) { continue }
      best = (signal.role, total, rank)
    }
    guard let best else { return (.none, []) }
    var evidence: [String] = []
    // Heaviest first; equal weights keep the order they were found in.
    let ordered = signals.enumerated().filter { $0.element.role == best.role }
      .sorted { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }
    for signal in ordered.map(\.element) where !evidence.contains(signal.evidence) {
      evidence.append(signal.evidence)
    }
    return (best.role, evidence)
  }

  /// Structural roles first; `viewModel` and `entity` last, since observability and `Identifiable` are shared
  /// by types of many roles.
  static let tieBreakOrder: [Role] = [
    .reducer, .viewController, .view, .coordinator, .router, .presenter, .interactor, .useCase, .repository, .worker,
    .service, .factory, .flowType, .viewModel, .entity,
  ]

  private static func rank(_ role: Role) -> Int { tieBreakRanks[role] ?? tieBreakOrder.count }

  private static let tieBreakRanks: [Role: Int] = Dictionary(
    uniqueKeysWithValues: tieBreakOrder.enumerated().map { ($0.element, $0.offset) })

  // MARK: Vocabulary

  /// Framework classes whose subclasses are view controllers.
  static let frameworkViewControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
    "UISearchController", "UIAlertController", "UIInputViewController", "UIReferenceLibraryViewController",
    "UIDocumentBrowserViewController", "UIImagePickerController", "UIActivityViewController",
    "NSViewController", "NSHostingController", "NSSplitViewController", "NSTabViewController",
    "NSPageController", "NSTitlebarAccessoryViewController", "NSCollectionViewItem", "NSWindowController",
    "SFSafariViewController", "AVPlayerViewController", "MFMailComposeViewController", "QLPreviewController",
    // Texture (AsyncDisplayKit): node-backed UIKit view controllers.
    "ASViewController", "ASDKViewController",
  ]

  /// Framework classes whose subclasses are (UIKit/AppKit) views.
  static let frameworkViews: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITextField", "UITextView",
    "NSView", "NSControl", "NSTableCellView", "NSCollectionViewItem",
  ]

  /// SwiftUI protocols that make a type a view.
  static let viewProtocols: Set<String> = ["View", "UIViewRepresentable", "UIViewControllerRepresentable",
    "NSViewRepresentable", "NSViewControllerRepresentable"]

  /// Name endings, longest first so `ViewModel` wins over `Model` and `ViewController` over `Controller`.
  /// `Coordinator` outweighs a `View` conformance (3): in SwiftUI a coordinator is often a view that hosts the
  /// `NavigationStack` (the BbA thesis's `MacsListCoordinator: View`), and its job is navigation, not display.
  static let nameSuffixes: [(suffix: String, role: Role, weight: Int)] = [
    ("ViewController", .viewController, 2), ("ViewModel", .viewModel, 2), ("Coordinator", .coordinator, 4),
    ("Presenter", .presenter, 2), ("Interactor", .interactor, 2), ("Repository", .repository, 2),
    ("Configurator", .factory, 2), ("UseCase", .useCase, 2), ("Wireframe", .router, 2), ("Assembly", .factory, 2),
    ("Factory", .factory, 2), ("Builder", .factory, 2), ("Reducer", .reducer, 2), ("Service", .service, 2),
    ("Router", .router, 2), ("Navigator", .router, 2), ("Worker", .worker, 2), ("Entity", .entity, 2), ("Flows", .flowType, 2),
    ("FlowType", .flowType, 2), ("Flow", .flowType, 1), ("Controller", .viewController, 1), ("Client", .service, 1),
    ("Manager", .service, 1), ("Provider", .service, 1), ("Repo", .repository, 1), ("Model", .entity, 1),
    ("View", .view, 1), ("Cell", .view, 1), ("DTO", .entity, 1), ("VM", .viewModel, 1),
  ]

  /// Protocol names that VIP and MVP-C use for each role (`ArticlesBusinessLogic`, `Coordinating`).
  static let protocolSuffixes: [(suffix: String, role: Role, weight: Int)] = [
    ("BusinessLogic", .interactor, 2), ("PresentationLogic", .presenter, 2), ("RoutingLogic", .router, 2),
    ("DisplayLogic", .viewController, 2), ("Coordinating", .coordinator, 2), ("Presenting", .presenter, 2),
    ("Viewable", .view, 2), ("DataStore", .interactor, 1),
  ]

  typealias Suffix = (suffix: String, role: Role, weight: Int)

  /// The suffix lists grouped by their last byte, in their order: a name is checked only against the suffixes it
  /// could end with.
  /// System protocols whose names end in a role word but say nothing of the adopter's role (`NSFilePresenter` is
  /// file coordination, not MVP).
  static let frameworkProtocolsNamedLikeRoles: Set<String> = [
    "NSFilePresenter", "UIAdaptivePresentationControllerDelegate", "UIViewControllerTransitioningDelegate",
    "NSFetchedResultsController", "UIDocumentInteractionController", "UIPresentationController",
  ]

  /// Whole class names that name a role by themselves: an app's one `Coordinator` class (a SwiftUI app's
  /// `@Observable class Coordinator` that owns the `NavigationPath`, which views hold and would otherwise make a
  /// view model) is its coordinator.
  static let navigationNames: [String: Role] = [
    "Navigator": .router, "Router": .router, "AppRouter": .router, "Coordinator": .coordinator,
  ]

  static let nameSuffixesByLastByte = groupedByLastByte(nameSuffixes)
  static let protocolSuffixesByLastByte = groupedByLastByte(protocolSuffixes)

  private static func groupedByLastByte(_ suffixes: [Suffix]) -> [UInt8: [Suffix]] {
    var groups: [UInt8: [Suffix]] = [:]
    for suffix in suffixes { groups[suffix.suffix.utf8.last!, default: []].append(suffix) }
    return groups
  }

  /// The first suffix of the list (given grouped) that `name` ends with; `properOnly` skips a name that is the
  /// suffix itself (`Model` is not an entity by its name).
  static func firstSuffix(of name: String, in groups: [UInt8: [Suffix]], properOnly: Bool = false) -> Suffix? {
    guard let last = name.utf8.last, let candidates = groups[last] else { return nil }
    return candidates.first { name.hasUTF8Suffix($0.suffix) && !(properOnly && name == $0.suffix) }
  }

  /// Folder names (lower-cased) and the role of what they hold; the deepest matching folder counts.
  static let folders: [String: Role] = [
    "views": .view, "view": .view, "viewcontrollers": .viewController, "controllers": .viewController,
    "viewmodels": .viewModel, "viewmodel": .viewModel, "presenters": .presenter, "presenter": .presenter,
    "interactors": .interactor, "interactor": .interactor, "routers": .router, "router": .router,
    "coordinators": .coordinator, "coordinator": .coordinator, "workers": .worker, "worker": .worker,
    "usecases": .useCase, "usecase": .useCase, "repositories": .repository, "repository": .repository,
    "services": .service, "service": .service, "models": .entity, "model": .entity, "entities": .entity,
    "entity": .entity, "factories": .factory, "factory": .factory, "builders": .factory,
    "configurators": .factory, "reducers": .reducer, "flows": .flowType,
  ]

  /// Test case classes: their subclasses have no role.
  static let testCaseClasses: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

  /// Protocols that say nothing of being a view: a value type named `...View` that adopts only these is data.
  static let nonViewProtocols: Set<String> = [
    "Identifiable", "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Sendable", "Comparable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
  ]

  /// Protocols a plain data type adopts.
  static let dataProtocols: Set<String> = ["Identifiable", "Codable", "Decodable", "Encodable"]

  /// Property wrappers and attributes through which a view holds its view model.
  static let observedObjectWrappers: Set<String> = [
    "StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment",
  ]

  /// `SwiftUI.View` → `View`, `Reducer<State, Action>` → `Reducer`.
  static func baseName(_ written: String) -> String {
    // Most names are plain already; checking the bytes is much cheaper than slicing.
    if !written.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@")
      || $0 == UInt8(ascii: " ") })
    {
      return written
    }
    var name = Substring(written)
    if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
    name = name.drop { $0 == "@" }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    return String(name).trimmingSpaces
  }

  // MARK: The second pass's view of the whole workspace

  /// What classification needs to know across files: every type's conformances (extensions included), the
  /// superclass chain, and which types views hold.
  struct Workspace {
    /// Simple name → everything in its inheritance clauses, declaration and extensions together.
    var inherited: [String: [String]] = [:]
    /// Simple name of a class → the first entry of its inheritance clause, which may be its superclass.
    var superclass: [String: String] = [:]
    /// Simple names of the classes the workspace declares, to tell a superclass from a protocol.
    var classes: Set<String> = []
    /// Simple name → the views that hold it in a property (`@StateObject var model: HomeViewModel`).
    var heldByViews: [String: [String]] = [:]
    /// Every name in an inheritance clause → what it says of the adopter's role (nil: nothing).
    var conformanceMatches: [String: ConformanceMatch?] = [:]

    init(_ files: [FileFacts]) {
      self.init(files, for: nil)
    }

    /// The view `signals` reads of the types `chosen` declares, from all `files`: what `Workspace(files)` says of
    /// them, without the entries only other types ask for (every name's conformances, what each conformance's name
    /// says, what each view holds). A run after an edit classifies the few changed files against it. Every class's
    /// superclass is kept, for the chains. nil: the whole view.
    init(_ files: [FileFacts], for chosen: [FileFacts]?) {
      // The names `signals` asks `inherited` and `heldByViews` about: the chosen types' own.
      let wanted = chosen.map { chosen in
        Set(chosen.lazy.flatMap(\.types).filter { $0.kind != .extension }.map { RoleClassifier.baseName($0.simpleName) })
      }
      // The names a declaration or extension makes a view (`isView`), when `inherited` is not kept for every name.
      var viewNames = Set<String>()
      let typeCount = files.reduce(0) { $0 + $1.types.count }
      inherited.reserveCapacity(typeCount)
      superclass.reserveCapacity(typeCount)
      classes.reserveCapacity(typeCount)
      // Fields are read through the arrays: copying each `TypeFact` out would retain every field it holds.
      for fileIndex in files.indices {
        for typeIndex in files[fileIndex].types.indices {
          let inherits = files[fileIndex].types[typeIndex].inherits
          let isClass = files[fileIndex].types[typeIndex].kind == .class
          // A type that inherits nothing and is no class adds nothing (most extensions): its name is not worked out.
          guard !inherits.isEmpty || isClass else { continue }
          let name = RoleClassifier.baseName(files[fileIndex].types[typeIndex].simpleName)
          // Looked up with an empty default: types that inherit nothing need no entry.
          if !inherits.isEmpty {
            if let wanted {
              if wanted.contains(name) { inherited[name, default: []] += inherits.map(RoleClassifier.baseName) }
              if inherits.contains(where: { RoleClassifier.viewProtocols.contains(RoleClassifier.baseName($0)) }) {
                viewNames.insert(name)
              }
            } else {
              inherited[name, default: []] += inherits.map(RoleClassifier.baseName)
            }
          }
          if isClass {
            classes.insert(name)
            if let first = inherits.first { superclass[name] = RoleClassifier.baseName(first) }
          }
        }
      }
      for conformances in inherited.values {
        for conformance in conformances where conformanceMatches[conformance] == nil {
          conformanceMatches[conformance] = .some(Self.match(conformance: conformance))
        }
      }
      // Only views hold types for `heldByViews`: with a chosen few types and no view among all the types, none.
      for fileIndex in files.indices where wanted == nil || !viewNames.isEmpty {
        for typeIndex in files[fileIndex].types.indices {
          let simpleName = files[fileIndex].types[typeIndex].simpleName
          guard wanted == nil ? isView(simpleName) : viewNames.contains(simpleName) else { continue }
          let type = files[fileIndex].types[typeIndex]
          for property in type.properties {
            guard let written = property.typeName else { continue }
            let held = RoleClassifier.baseName(written.trimmingCharacters(in: "?!"))
            if let wanted, !wanted.contains(held) { continue }
            if !heldByViews[held, default: []].contains(type.name) { heldByViews[held, default: []].append(type.name) }
          }
        }
      }
    }

    /// What a conformance's name says of the adopter's role, worked out once per distinct name: thousands of types
    /// adopt the same few protocols (`View`, `Equatable`, `Sendable`).
    struct ConformanceMatch {
      var role: Role
      var weight: Int
      /// Matched a protocol name of VIP or MVP-C (`ArticlesBusinessLogic`), which holds for any kind of type.
      var byProtocolSuffix: Bool
    }

    static func match(conformance: String) -> ConformanceMatch? {
      if let match = RoleClassifier.firstSuffix(of: conformance, in: RoleClassifier.protocolSuffixesByLastByte) {
        return ConformanceMatch(role: match.role, weight: match.weight, byProtocolSuffix: true)
      }
      guard !RoleClassifier.frameworkViewControllers.contains(conformance),
        !RoleClassifier.frameworkViews.contains(conformance),
        !RoleClassifier.frameworkProtocolsNamedLikeRoles.contains(conformance)
      else { return nil }
      let candidate = RoleClassifier.strippingProtocolSuffix(conformance) ?? conformance
      guard let match = RoleClassifier.firstSuffix(of: candidate, in: RoleClassifier.nameSuffixesByLastByte, properOnly: true),
        match.weight > 1
      else { return nil }
      return ConformanceMatch(role: match.role, weight: 2, byProtocolSuffix: false)
    }

    func isView(_ name: String) -> Bool {
      inherited[name, default: []].contains { RoleClassifier.viewProtocols.contains($0) }
    }

    /// The chain of superclasses from `name` up to a framework class in `targets`, if it reaches one.
    func superclassChain(of name: String, reaching targets: Set<String>) -> [String]? {
      var chain: [String] = []
      var current = name
      while let parent = superclass[current], !chain.contains(parent) {
        chain.append(parent)
        if targets.contains(parent) { return chain }
        current = parent
      }
      return nil
    }

    func signals(for type: TypeFact, in context: FileContext) -> [Signal] {
      let name = RoleClassifier.baseName(type.simpleName)
      let conformances = inherited[name, default: []]
      var signals: [Signal] = []
      // A test case is no part of the architecture, whatever its folder (`Presenter/HomePresenterTests.swift`).
      if type.kind == .class, superclass[name] != nil,
        superclassChain(of: name, reaching: RoleClassifier.testCaseClasses) != nil
      {
        return []
      }

      // Structure.
      if type.kind != .protocol {
        if let viewProtocol = conformances.first(where: { RoleClassifier.viewProtocols.contains($0) }) {
          signals.append(Signal(role: .view, weight: 3, evidence: "conforms to \(viewProtocol)"))
        }
        if type.kind == .class, superclass[name] != nil {
          if let chain = superclassChain(of: name, reaching: RoleClassifier.frameworkViewControllers) {
            signals.append(Signal(role: .viewController, weight: 3, evidence: Self.describe(chain)))
          }
          if let chain = superclassChain(of: name, reaching: RoleClassifier.frameworkViews) {
            signals.append(Signal(role: .view, weight: 3, evidence: Self.describe(chain)))
          }
          if let chain = superclassChain(of: name, reaching: ["NSManagedObject"]) {
            signals.append(Signal(role: .entity, weight: 3, evidence: Self.describe(chain)))
          }
        }
        let attributes = type.attributes.isEmpty ? [] : type.attributes.map(RoleClassifier.baseName)
        if attributes.contains("Reducer") { signals.append(Signal(role: .reducer, weight: 3, evidence: "@Reducer")) }
        if let reducer = conformances.first(where: { $0 == "Reducer" || $0 == "ReducerProtocol" }) {
          signals.append(Signal(role: .reducer, weight: 3, evidence: "conforms to \(reducer)"))
        }
        if attributes.contains("Model") { signals.append(Signal(role: .entity, weight: 3, evidence: "@Model")) }

        // Observable state: a view model only with more evidence (the name, the folder, a view holding it).
        var observability: [String] = []
        if attributes.contains("Observable") { observability.append("@Observable") }
        if attributes.contains("ObservableObject") { observability.append("@ObservableObject") }
        if conformances.contains("ObservableObject") { observability.append("conforms to ObservableObject") }
        if !observability.isEmpty {
          let views = heldByViews[name, default: []].sorted()
          let nameFits = name.hasUTF8Suffix("ViewModel") || name.hasUTF8Suffix("VM")
          let folderFits = context.folder?.role == .viewModel
          if !views.isEmpty || nameFits || folderFits {
            for evidence in observability { signals.append(Signal(role: .viewModel, weight: 1, evidence: evidence)) }
            if !views.isEmpty {
              signals.append(Signal(role: .viewModel, weight: 1, evidence: "held by view \(views.joined(separator: ", "))"))
            }
          }
        }

        // Enums that are Codable are mostly options and states, not data.
        if type.kind == .struct || type.kind == .class {
          for data in conformances where RoleClassifier.dataProtocols.contains(data) {
            signals.append(Signal(role: .entity, weight: 1, evidence: "conforms to \(data)"))
          }
        }
      }

      // The protocols it adopts, by their names (`ArticlesBusinessLogic`, `UserServiceProtocol`).
      // Its project superclass counts the same way (`class HomeViewModel: BaseViewModel`); framework classes
      // were handled above.
      for (index, conformance) in conformances.enumerated() {
        guard let match = conformanceMatches[conformance] ?? nil else { continue }
        if !match.byProtocolSuffix && match.role == .flowType && type.kind != .enum { continue }
        let verb = type.kind == .class && index == 0 && classes.contains(conformance) ? "inherits from" : "conforms to"
        signals.append(Signal(role: match.role, weight: match.weight, evidence: "\(verb) \(conformance)"))
      }

      // Its own name; a protocol is named for what adopts it (`UserServiceProtocol`, `ArticlesRoutingLogic`).
      let ownName = type.kind == .protocol ? (RoleClassifier.strippingProtocolSuffix(name) ?? name) : name
      if type.kind == .protocol, let match = RoleClassifier.firstSuffix(of: name, in: RoleClassifier.protocolSuffixesByLastByte) {
        signals.append(Signal(role: match.role, weight: match.weight, evidence: "name ends in \(match.suffix)"))
      } else if let match = RoleClassifier.firstSuffix(of: ownName, in: RoleClassifier.nameSuffixesByLastByte, properOnly: true) {
        // `Flow` names a flow type only on enums (seed: `enum HomeFlows`); elsewhere it is a coordinator's word.
        // A value type is a view only by conforming to a protocol that can make it one (`View`, `Screen: View`),
        // not by its name alone: `struct PhotoView: Codable { let url: String }` is data.
        let valueNamedLikeAView = match.role == .view && type.kind != .class && type.kind != .protocol
          && !conformances.contains { !RoleClassifier.nonViewProtocols.contains($0) }
        if (match.role != .flowType || type.kind == .enum) && !valueNamedLikeAView {
          signals.append(Signal(role: match.role, weight: match.weight, evidence: "name ends in \(match.suffix)"))
        }
      } else if type.kind == .class, let role = RoleClassifier.navigationNames[name] {
        // A class named just `Navigator` or `Router` is the app's one navigator (a type named just `View` or
        // `Model` says nothing, so whole names count only for these).
        signals.append(Signal(role: role, weight: 2, evidence: "named \(name)"))
      }
      if type.kind == .enum, conformances.contains(where: { $0.hasUTF8Suffix("FlowType") || $0 == "Flow" }) {
        signals.append(Signal(role: .flowType, weight: 2, evidence: "conforms to a flow type"))
      }
      // RxFlow's `Flow` (`class AppFlow: Flow` with `navigate(to:)`) is a coordinator: it decides each step's screen.
      if type.kind == .class, context.importsRxFlow, conformances.contains("Flow") {
        signals.append(Signal(role: .coordinator, weight: 4, evidence: "conforms to RxFlow's Flow"))
      }

      // Its folder, which speaks for a file's main type only: helpers declared beside it (`enum Visibility` in
      // `Routers/ProjectRouter.swift`) and nested types are not what the folder is named for.
      // A folder of views or controllers speaks only for what can be one: a class with a superclass, or a type
      // something else already calls a view or a view controller. `Controllers/DownloadStore.swift` is a store.
      if let folder = context.folder, context.isMainType(type),
        !(folder.role == .view || folder.role == .viewController)
          || signals.contains(where: { $0.role == .view || $0.role == .viewController })
          || (type.kind == .class && superclass[name].map { $0 != "NSObject" && !classes.contains($0) } == true)
      {
        signals.append(Signal(role: folder.role, weight: 1, evidence: "in folder \(folder.name)"))
      }
      return signals
    }

    private static func describe(_ chain: [String]) -> String {
      chain.count == 1 ? "subclass of \(chain[0])" : "subclass of \(chain.joined(separator: " → "))"
    }
  }

  /// `UserServiceProtocol` → `UserService`; nil when there is no such suffix.
  static func strippingProtocolSuffix(_ name: String) -> String? {
    for suffix in ["Protocol", "Type", "Interface", "Contract", "Protocols"] where name.hasUTF8Suffix(suffix) && name != suffix {
      return String(name.dropLast(suffix.count))
    }
    return nil
  }

  /// What classification needs to know about the file a type is declared in, worked out once per file.
  struct FileContext {
    /// The deepest folder whose name gives a role.
    var folder: (name: String, role: Role)?
    /// The file name without `.swift`.
    var fileName: Substring
    var topLevelTypes: Int
    /// The file imports RxFlow, whose `Flow` protocol makes a coordinator.
    var importsRxFlow: Bool

    init(_ file: FileFacts, folders: inout [Substring: (name: String, role: Role)?]) {
      importsRxFlow = file.imports.contains { $0.module == "RxFlow" }
      let path = file.path
      let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
      let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
      fileName = name.hasSuffix(".swift") ? name.dropLast(6) : name
      let directory = slash.map { path[..<$0] } ?? ""
      if let known = folders[directory] {
        folder = known
      } else {
        folder = nil
        for component in directory.split(separator: "/").reversed() {
          if let role = RoleClassifier.folders[component.lowercased()] {
            folder = (String(component), role)
            break
          }
        }
        folders[directory] = folder
      }
      topLevelTypes = 0
      for type in file.types where type.kind != .extension && !type.name.utf8.contains(UInt8(ascii: ".")) {
        topLevelTypes += 1
      }
    }

    /// A top-level type named like its file (`HomeViewModel` in `HomeViewModel.swift`, `Home+Loading.swift`), or
    /// the only top-level type the file declares.
    func isMainType(_ type: TypeFact) -> Bool {
      guard !type.name.utf8.contains(UInt8(ascii: ".")) else { return false }
      if fileName == type.name { return true }
      // `Home+Loading.swift`, compared as bytes without building `Home+`.
      let file = fileName.utf8
      let name = type.name.utf8
      if file.count > name.count, file.starts(with: name), file[file.index(file.startIndex, offsetBy: name.count)] == UInt8(ascii: "+") {
        return true
      }
      return topLevelTypes == 1
    }
  }
}

extension String {
  /// `hasSuffix` comparing bytes: names are compared as written, and Unicode-aware comparison costs much more.
  /// The last byte rules out nearly every suffix before the rest is compared.
  /// (`memcmp` on the contiguous bytes: the generic `elementsEqual` is measurably slower in this hot loop.)
  fileprivate func hasUTF8Suffix(_ suffix: String) -> Bool {
    let bytes = utf8
    let suffixBytes = suffix.utf8
    guard !suffixBytes.isEmpty else { return true }
    guard bytes.count >= suffixBytes.count, bytes.last == suffixBytes.last else { return false }
    let matched = bytes.withContiguousStorageIfAvailable { bytes in
      suffixBytes.withContiguousStorageIfAvailable { suffixBytes in
        memcmp(bytes.baseAddress! + (bytes.count - suffixBytes.count), suffixBytes.baseAddress!, suffixBytes.count) == 0
      }
    }
    return (matched ?? nil) ?? bytes.suffix(suffixBytes.count).elementsEqual(suffixBytes)
  }

  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }

  fileprivate func trimmingCharacters(in characters: String) -> String {
    guard let last = utf8.last, characters.utf8.contains(last) else { return self }
    var text = Substring(self)
    while let last = text.last, characters.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
