import PlumbModel

/// MVP-C scenes follow the folder template: each screen's folder holds its coordinator, presenter, views, view
/// controller and protocols in folders of those names, and each of those types sits in its own folder.
///
/// A scene is a folder matched by `scenes` (by default any folder directly inside a `Scenes` folder) that declares
/// a view controller: the article says a scene folder need not be a screen (a folder of cells or shared views has
/// no controller), and those are not judged. Two findings:
/// - a scene without one of the `folders` (a finding at its view controller's declaration, naming every missing
///   folder);
/// - a coordinator, presenter, view controller or view of a scene outside the folder the template gives its role
///   (`Coordinators`, `Presenters`, `ViewControllers`, `Views`), and a protocol outside `Protocols`, at its
///   declaration. Only the roles whose folder is in `folders` are placed.
public struct SceneStructureRule: Rule {
  public static let info = RuleInfo(
    id: "scene-structure",
    summary: "MVP-C scenes have the configured folder template (Coordinators, Presenters, Views, ViewControllers, Protocols).",
    rationale: """
      The MVP-C article (seed 003) gives every feature module a `Scenes` folder with one subfolder per screen, \
      and every screen at least the folders `Coordinators`, `Presenters`, `Views`, `ViewControllers` and \
      `Protocols`, each with as few files as possible. When every screen has the same shape, a reader finds a \
      screen's presenter without searching, a reviewer sees a misplaced type at once, and templates and tools can \
      rely on the layout.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "scenes", .strings, default: .strings(["**/Scenes/*"]),
      help: "Folder globs, relative to the analysed root, of the scene folders (`**/Scenes/*`)."),
    RuleParameter(
      "folders", .strings, default: .strings(["Coordinators", "Presenters", "Views", "ViewControllers", "Protocols"]),
      help: "The folders every scene that declares a view controller must have."),
  ]

  public static let triggeringExamples = [
    RuleExample(
      "LoginFeature",
      sources: [
        "LoginFeature/Scenes/Login/ViewControllers/LoginViewController.swift": """
          import UIKit
          ↓final class LoginViewController: UIViewController {
            var presenter: LoginPresenterProtocol!
          }
          """,
        "LoginFeature/Scenes/Login/Presenters/LoginPresenter.swift":
          "final class LoginPresenter: LoginPresenterProtocol {}",
        "LoginFeature/Scenes/Login/Protocols/LoginProtocols.swift": "protocol LoginPresenterProtocol: AnyObject {}",
      ]),
    RuleExample(
      "ProfileFeature",
      sources: [
        "ProfileFeature/Scenes/Profile/ViewControllers/ProfileViewController.swift":
          "import UIKit\nfinal class ProfileViewController: UIViewController {}",
        "ProfileFeature/Scenes/Profile/Views/ProfileView.swift": "import UIKit\nfinal class ProfileView: UIView {}",
        "ProfileFeature/Scenes/Profile/Views/ProfilePresenter.swift": "↓final class ProfilePresenter {}",
        "ProfileFeature/Scenes/Profile/Coordinators/ProfileCoordinator.swift": "final class ProfileCoordinator {}",
        "ProfileFeature/Scenes/Profile/Protocols/ProfileProtocols.swift": "protocol ProfileViewProtocol: AnyObject {}",
        "ProfileFeature/Scenes/Profile/Presenters/.keep.swift": "",
      ]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "HomeFeature",
      sources: [
        "HomeFeature/Scenes/Home/ViewControllers/HomeViewController.swift":
          "import UIKit\nfinal class HomeViewController: UIViewController {}",
        "HomeFeature/Scenes/Home/Views/HomeView.swift": "import UIKit\nfinal class HomeView: UIView {}",
        "HomeFeature/Scenes/Home/Presenters/HomePresenter.swift": "final class HomePresenter {}",
        "HomeFeature/Scenes/Home/Coordinators/HomeCoordinator.swift": "final class HomeCoordinator {}",
        "HomeFeature/Scenes/Home/Protocols/HomeProtocols.swift": "protocol HomeViewProtocol: AnyObject {}",
      ]),
    // A scene folder of cells is no screen: a check of every folder under Scenes would flag it.
    RuleExample(
      "HomeFeature",
      sources: [
        "HomeFeature/Scenes/Cells/Views/MacCell.swift": "import UIKit\nfinal class MacCell: UITableViewCell {}",
      ]),
  ]

  /// The template's folder for each role it places.
  static let folderOfRole: [Role: String] = [
    .coordinator: "Coordinators", .presenter: "Presenters", .viewController: "ViewControllers", .view: "Views",
  ]

  let scenes: [Glob]
  let folders: [String]

  public init(parameters: RuleParameterValues) {
    scenes = parameters.strings("scenes").map(Glob.init)
    folders = parameters.strings("folders")
  }

  /// The scene folder a file sits in, if any: the longest folder prefix of its path a `scenes` glob matches.
  func scene(of path: String) -> String? {
    let components = path.split(separator: "/").dropLast()
    for count in stride(from: components.count, through: 1, by: -1) {
      let folder = components.prefix(count).joined(separator: "/")
      if scenes.contains(where: { $0.matches(folder) }) { return folder }
    }
    return nil
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    // The folders directly inside each scene, from the files below it.
    var subfolders: [String: Set<String>] = [:]
    for file in code.files {
      guard let scene = scene(of: file.path) else { continue }
      let rest = file.path.dropFirst(scene.count + 1).split(separator: "/")
      if rest.count > 1 { subfolders[scene, default: []].insert(String(rest[0])) }
    }
    var findings: [Finding] = []
    var judgedScenes = Set<String>()
    for type in code.allTypes {
      guard let scene = scene(of: type.file) else { continue }
      let placedIn = type.file.dropFirst(scene.count + 1).split(separator: "/").dropLast().first.map(String.init)
      if type.role == .viewController, judgedScenes.insert(scene).inserted {
        let missing = folders.filter { !(subfolders[scene] ?? []).contains($0) }
        if !missing.isEmpty {
          findings.append(
            context.finding(
              "scene '\(scene.split(separator: "/").last!)' has no \(missing.joined(separator: ", ")) folder"
                + (missing.count > 1 ? "s" : ""),
              at: type.location, modules: [type.node.module], symbol: type.name,
              notes: [
                "\(scene) declares the view controller \(type.name); the template gives every screen the folders "
                  + folders.joined(separator: ", ")
              ]))
        }
      }
      let expected = type.isProtocol ? "Protocols" : Self.folderOfRole[type.role]
      guard let expected, folders.contains(expected), placedIn != expected else { continue }
      // Types in the scene folder itself, or in a folder the template does not know, are misplaced too; a nested
      // helper (a private view of a controller's file) goes where its file goes.
      if type.name.contains(".") { continue }
      let what = type.isProtocol ? "a protocol" : type.role.withArticle
      findings.append(
        context.finding(
          "'\(type.name)' (\(what)) is in \(placedIn.map { "\($0)/" } ?? "the scene folder"), not in \(expected)/",
          at: type.location, modules: [type.node.module], symbol: type.name,
          notes: [context.roleNote(type), "move it to \(scene)/\(expected)/"]))
    }
    return findings
  }
}
