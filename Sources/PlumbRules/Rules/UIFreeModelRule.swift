import PlumbModel

/// Models, entities, services, repositories, workers, interactors and use cases do not import a UI framework
/// (`SwiftUI`, `UIKit`, `AppKit`, or `Cocoa`, which brings AppKit).
///
/// A type is judged by the imports of the file that declares it, conditional ones included, and by what it uses
/// from them: the framework names written in its declaration, its nested types and its extensions in that file
/// (`Color`, `UIImage`, `NSColor`, `@AppStorage`; names the workspace declares itself are its own). The finding
/// says which:
///
/// - the type uses the framework: the message lists the names, and a type using only names in `allowed-names` is
///   accepted; when only an extension in the file uses them, the note says so (that extension belongs with the
///   views);
/// - the type uses nothing from it: the import is there for nothing (often a template's `import UIKit`), and
///   `import Foundation` (or Combine for `ObservableObject`, Observation for `@Observable`) does.
///
/// A file that also declares view models or presenters, or other code that uses the framework (a type, or code at
/// file scope such as a `typealias` of `UIImage`), imports it for them: a type declared beside them is judged only
/// by the names it uses itself.
///
/// Not judged, because the UI framework is what they are about:
///
/// - a service, repository, worker, interactor or use case that uses the platform itself (`UIApplication`,
///   `UIDevice`, windows and scenes, key commands and menus, haptics, the pasteboard, `NSWorkspace`): the app's
///   adapter to the platform;
/// - a type that uses framework views or controllers (`UITableView`, `UICollectionViewCell`, `UIViewController`):
///   UI code whatever its name says (a collection view's data source called `Provider`);
/// - a model declared in the file of a view or view controller (a cell's `CellModel`): the view's own;
/// - a type whose properties are all static and hold UI values (`enum Colors { static let tint = UIColor.red }`):
///   the app's palette or theme, whatever folder it sits in;
/// - a widget's timeline provider (`TimelineProvider`, `AppIntentTimelineProvider`) and a `PreviewProvider`.
///
/// Roles in `allowed-roles` are not judged either. One finding per type, at its declaration.
public struct UIFreeModelRule: Rule {
  public static let info = RuleInfo(
    id: "ui-free-model",
    summary: "Models, services and business logic do not import SwiftUI, UIKit or AppKit.",
    rationale: """
      The model and the logic around it are the part of an app that outlives its screens: they are shared with \
      extensions, widgets and other platforms, and tested without a simulator, as long as they do not depend on a \
      UI framework. MVVM's guidance for SwiftUI apps (the SwiftUI architecture chapter) says it plainly: Models and Services depend on \
      Foundation, and `import SwiftUI` stays in Views and ViewModels; VIPER and Clean Swift keep entities, \
      interactors and workers free of UIKit for the same reason.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "allowed-names", .strings, default: .strings([]),
      help: "Framework names a model may use (`Color`, `UIImage`): a type that uses only these is accepted."),
    RuleParameter(
      "allowed-roles", .strings, default: .strings([]),
      help: "Roles not judged, among `entity`, `service`, `repository`, `worker`, `interactor`, `useCase`."),
  ]

  public static let triggeringExamples = [
    RuleExample(
      "Items",
      sources: [
        "Items": """
          import SwiftUI
          ↓struct Item: Identifiable, Codable {
            let id: UUID
            let title: String
            var tint: Color { .blue }
          }
          """
      ]),
    // The template's import UIKit in a worker that uses nothing from it.
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          ↓final class ArticlesWorker {
            func fetchArticles() async throws -> [String] { [] }
          }
          """
      ]),
    // The declaration is UI-free, but its extension in the same file draws it.
    RuleExample(
      "Macs",
      sources: [
        "Macs": """
          import SwiftUI
          ↓struct ClassicMac: Identifiable, Hashable {
            let id: UUID
            let name: String
          }
          extension ClassicMac {
            var icon: Image { Image(systemName: "desktopcomputer") }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "Items",
      sources: [
        "Items": """
          import Foundation
          struct Item: Identifiable, Codable {
            let id: UUID
            let title: String
          }
          final class ItemsAPIService {
            func fetchItems() async throws -> [Item] { [] }
          }
          """
      ]),
    // A name-based check flags this file: it imports SwiftUI and declares a model, but the import serves the view,
    // and the row model uses nothing from SwiftUI.
    RuleExample(
      "Items",
      sources: [
        "Items": """
          import SwiftUI
          struct ItemRow: Identifiable, Codable {
            let id: UUID
            let title: String
          }
          struct ItemsView: View {
            let rows: [ItemRow]
            var body: some View { List(rows) { Text($0.title) } }
          }
          """
      ]),
    // A cell's model beside its cell, and a collection view's data source named like a service, are UI code.
    RuleExample(
      "Discover",
      sources: [
        "Discover": """
          import UIKit
          struct ActionCellModel {
            let title: String
            let icon: UIImage?
          }
          final class ActionViewCell: UITableViewCell {
            func configure(with model: ActionCellModel) { textLabel?.text = model.title }
          }
          final class DiscoverCollectionViewProvider: NSObject, UICollectionViewDelegate {
            func makeDataSource(for collectionView: UICollectionView) {}
          }
          """
      ]),
    // A palette in a `Services` folder is no service.
    RuleExample(
      "App",
      sources: [
        "App/Services/Colors.swift": """
          import UIKit
          struct Colors {
            static let background = UIColor.lightGray
            static let danger = UIColor.systemRed
          }
          """
      ]),
    // The app's own `Image` is no SwiftUI name; an allowed name is accepted.
    RuleExample(
      "Gallery",
      configuration: "rules:\n  ui-free-model:\n    allowed-names: [Color]",
      sources: [
        "Gallery": """
          import SwiftUI
          struct Image: Codable { let url: URL }
          struct Album: Codable {
            let images: [Image]
            let accent: Color
          }
          """
      ]),
    // The import serves a typealias at file scope: `import Foundation` instead would break the build.
    RuleExample(
      "Editor",
      sources: [
        "Editor/Model/FilterModel.swift": """
          import UIKit
          typealias FilterHandler = (UIImage) -> UIImage
          struct FilterModel: Codable {
            let name: String
          }
          """
      ]),
    // A search bar's delegate is UI code, though `Manager` names a service: it holds and serves a UIKit control.
    RuleExample(
      "Search",
      sources: [
        "Search/Managers/SearchBarManager.swift": """
          import UIKit
          protocol SearchBarManagerDelegate: AnyObject { func query(_ text: String) }
          final class SearchBarManager: NSObject, UISearchBarDelegate {
            weak var delegate: SearchBarManagerDelegate?
            weak var searchBar: UISearchBar?
            func searchBar(_ searchBar: UISearchBar, textDidChange text: String) { delegate?.query(text) }
          }
          """
      ]),
  ]

  static let uiProtocols: Set<String> = [
    "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "PreviewProvider",
  ]
  static let judgedRoles: Set<Role> = [.entity, .service, .repository, .worker, .interactor, .useCase]
  /// Roles whose types may import a UI framework: a file declaring one imports it for them.
  static let uiRoles: Set<Role> = [.view, .viewController, .viewModel, .presenter, .coordinator, .router]

  let allowedNames: Set<String>
  let roles: Set<Role>

  public init(parameters: RuleParameterValues) {
    allowedNames = Set(parameters.strings("allowed-names"))
    let allowedRoles = Set(parameters.strings("allowed-roles").map { $0.lowercased() })
    roles = Self.judgedRoles.filter { !allowedRoles.contains($0.rawValue.lowercased()) }
  }

  /// The framework names a declaration uses: its references and its properties' attributes, minus the names the
  /// workspace declares.
  static func frameworkNames(of fact: TypeFact, declared: Set<String>) -> Set<String> {
    var names = Set<String>()
    let written = fact.references + fact.properties.flatMap(\.attributes)
      + fact.properties.compactMap(\.typeName).flatMap { CodeIndex.typeNames(in: $0) }
    for name in written where UIFrameworkNames.framework(of: name) != nil {
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      if !declared.contains(simple) { names.insert(simple) }
    }
    return names
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    let declared = Set(code.types.values.map(\.fact.simpleName))
    let filesByPath = Dictionary(code.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var findings: [Finding] = []
    for type in context.judgedTypes(roles: roles) where !type.name.contains(".") {
      // A widget's timeline provider builds what the widget draws, and a preview draws: they are UI, whatever their
      // names or folders say.
      if type.fact.inherits.contains(where: Self.uiProtocols.contains) { continue }
      guard let file = filesByPath[type.file] else { continue }
      let imports = file.imports.filter { UIFrameworkNames.frameworks.contains($0.module) }
      guard let firstImport = imports.first else { continue }
      let frameworks = imports.map(\.module).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      // What the type itself uses: its declaration and nested types, and its extensions in this file.
      let nested = file.types.filter { $0.kind != .extension && $0.name.hasPrefix(type.name + ".") }
      let ownExtensions = type.extensions.filter { $0.file == type.file }.map(\.fact)
      var declarationNames = Self.frameworkNames(of: type.fact, declared: declared)
      for fact in nested { declarationNames.formUnion(Self.frameworkNames(of: fact, declared: declared)) }
      var extensionNames = Set<String>()
      for fact in ownExtensions { extensionNames.formUnion(Self.frameworkNames(of: fact, declared: declared)) }
      let used = declarationNames.union(extensionNames)
      // An adapter to the platform (haptics, the application, windows) is where the UI framework belongs; a type
      // that builds or drives views (a collection view's data source named `Provider`) is UI code, whatever its name.
      if type.role != .entity, !used.isDisjoint(with: UIFrameworkNames.platformNames) { continue }
      if used.contains(where: UIFrameworkNames.isFrameworkViewType) { continue }
      // A namespace of static UI values (`enum Colors { static let background = UIColor.lightGray }`) is the app's
      // palette or theme, whatever folder it sits in.
      if !used.isEmpty, !type.fact.properties.isEmpty, type.fact.properties.allSatisfy(\.isStatic) { continue }
      // A model declared in a view's file (a cell's `CellModel`) is that view's own.
      if type.role == .entity, file.types.contains(where: { other in
        other.kind != .extension && !other.name.contains(".")
          && code.types[TypeGraph.Node(module: type.node.module, name: other.name)].map {
            $0.isScreenPart(among: Role.screenViews)
          } ?? false
      }) {
        continue
      }
      let importNote = "\(frameworks.map { "import \($0)" }.joined(separator: ", ")) at \(file.path):\(firstImport.position.line)"
      let message: String
      var notes = [context.roleNote(type), importNote]
      if !used.isEmpty {
        let reported = used.subtracting(allowedNames)
        guard !reported.isEmpty else { continue }
        var byFramework: [String: [String]] = [:]
        for name in reported.sorted() { byFramework[UIFrameworkNames.framework(of: name) ?? "", default: []].append(name) }
        message = "'\(type.name)' (\(type.role.withArticle)) depends on the UI: it uses "
          + byFramework.sorted { $0.key < $1.key }.map { "\($0.value.joined(separator: ", ")) from \($0.key)" }
          .joined(separator: " and ")
        if declarationNames.subtracting(allowedNames).isEmpty, let first = ownExtensions.first {
          notes.append(
            "only its extension at \(type.file):\(first.position.line) uses it: move the extension to a file of the views")
        } else {
          notes.append("keep the model plain (a color name, image data or a URL) and let the view turn it into UI")
        }
      } else {
        // Other code in the file (a view, a view model, an extension of a UI type) may be what the import is for.
        let others = file.types.filter { other in
          !(other.name == type.name || other.name.hasPrefix(type.name + ".")
            || (other.kind == .extension && TypeGraph.withoutGenericArguments(other.name) == type.name))
        }
        let servesOthers = others.contains { other in
          let node = TypeGraph.Node(module: type.node.module, name: other.name)
          if let role = code.types[node]?.role, Self.uiRoles.contains(role) { return true }
          return !Self.frameworkNames(of: other, declared: declared).isEmpty
        }
        // Code at file scope (`typealias FilterHandler = (UIImage) -> UIImage`) needs the import too.
        let atFileScope = file.topLevelReferences.contains { name in
          UIFrameworkNames.framework(of: name) != nil && !declared.contains(name.split(separator: ".").last.map(String.init) ?? name)
        }
        if servesOthers || atFileScope { continue }
        let combine = type.fact.inherits.contains("ObservableObject") || type.fact.properties.contains {
          $0.attributes.contains("Published")
        }
        let observation = type.fact.attributes.contains("Observable")
        message = "'\(type.name)' (\(type.role.withArticle)) imports \(frameworks.joined(separator: " and ")) but "
          + "uses nothing from it"
        notes.append(
          "import \(combine ? "Combine" : observation ? "Observation" : "Foundation") instead"
            + (combine ? " (ObservableObject and @Published come from Combine)" : ""))
      }
      findings.append(
        context.finding(message, at: type.location, modules: [type.node.module], symbol: type.name, notes: notes))
    }
    return findings
  }
}
