import PlumbModel

/// MVP-C scenes follow the folder template: each screen's folder holds its coordinator, presenter, views, view
/// controller and protocols in folders of those names, and each of those types sits in its own folder.
///
/// A scene is a folder matched by `scenes` (by default any folder directly inside a `Scenes` folder); its screens
/// are the scene itself and the folders nested in it that hold a folder of the template of their own
/// (`Scenes/Alerts/Logout` with `Logout/Protocols/`), when they declare a concrete view controller which no other
/// view controller extends. A folder named for a role (`View/`, `Presenter/`) belongs to its screen. The article says a scene folder need not be a screen: a folder of cells,
/// of shared protocols, or of base classes (`Scenes/Base/BaseViewController`) is not judged. Two findings:
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
      The article "iOS MVP-C Modularizado" gives every feature module a `Scenes` folder with one subfolder per screen, \
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
    // Role folders in the singular (`View/`, `Presenter/`) are the screen's parts, not screens of their own: the
    // view controller is outside `ViewControllers/`.
    RuleExample(
      "HomeFeature",
      sources: [
        "HomeFeature/Scenes/Login/View/LoginViewController.swift": """
          import UIKit
          ↓final class LoginViewController: UIViewController {}
          """,
        "HomeFeature/Scenes/Login/Views/LoginView.swift": "import UIKit\nfinal class LoginView: UIView {}",
        "HomeFeature/Scenes/Login/Presenters/LoginPresenter.swift": "final class LoginPresenter {}",
        "HomeFeature/Scenes/Login/Coordinators/LoginCoordinator.swift": "final class LoginCoordinator {}",
        "HomeFeature/Scenes/Login/Protocols/LoginProtocols.swift": "protocol LoginViewProtocol: AnyObject {}",
        "HomeFeature/Scenes/Login/ViewControllers/Placeholder.swift": "enum LoginScreens {}",
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
    // A screen nested in a scene (`Alerts/Logout`) has the template in its own folder; a `Base` folder of the class
    // the screens extend, and a flat folder of cells, are no screens.
    RuleExample(
      "HomeFeature",
      sources: [
        "HomeFeature/Scenes/Alerts/Logout/ViewControllers/LogoutViewController.swift":
          "import UIKit\nfinal class LogoutViewController: BaseViewController {}",
        "HomeFeature/Scenes/Alerts/Logout/Views/LogoutView.swift": "import UIKit\nfinal class LogoutView: UIView {}",
        "HomeFeature/Scenes/Alerts/Logout/Presenters/LogoutPresenter.swift": "final class LogoutPresenter {}",
        "HomeFeature/Scenes/Alerts/Logout/Coordinators/LogoutCoordinator.swift": "final class LogoutCoordinator {}",
        "HomeFeature/Scenes/Alerts/Logout/Protocols/LogoutViewable.swift": "protocol LogoutViewable: AnyObject {}",
        "HomeFeature/Scenes/Base/BaseViewController.swift": """
          import UIKit
          protocol BaseDisplayLogic: AnyObject {}
          class BaseViewController: UIViewController, BaseDisplayLogic {}
          """,
        "HomeFeature/Scenes/Common/TaskCell.swift": "import UIKit\nfinal class TaskCell: UITableViewCell {}",
      ]),
    // A cell in a folder inside `Views/` is in `Views/`.
    RuleExample(
      "HomeFeature",
      sources: [
        "HomeFeature/Scenes/Home/ViewControllers/HomeViewController.swift":
          "import UIKit\nfinal class HomeViewController: UIViewController {}",
        "HomeFeature/Scenes/Home/Views/Cells/HomeCell.swift": "import UIKit\nfinal class HomeCell: UITableViewCell {}",
        "HomeFeature/Scenes/Home/Presenters/HomePresenter.swift": "final class HomePresenter {}",
        "HomeFeature/Scenes/Home/Coordinators/HomeCoordinator.swift": "final class HomeCoordinator {}",
        "HomeFeature/Scenes/Home/Protocols/HomeProtocols.swift": "protocol HomeViewProtocol: AnyObject {}",
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
    // The folders directly inside every folder of a scene, from the files below it.
    var children: [String: Set<String>] = [:]
    for file in code.files {
      guard let scene = scene(of: file.path) else { continue }
      let parts = file.path.split(separator: "/").dropLast()
      let depth = scene.split(separator: "/").count
      for count in stride(from: depth, to: parts.count, by: 1) {
        children[parts.prefix(count).joined(separator: "/"), default: []].insert(String(parts[count]))
      }
    }
    let template = Set(folders)
    // The screen folder of a file: the deepest folder from the scene down to the file's own that has a folder of
    // the template in it (`Alerts/Logout` with `Logout/Protocols/`), else the scene. A folder named for a role
    // (`View/`, `Presenter/`) is a part of its screen, not a screen of its own.
    func screenFolder(of path: String) -> String? {
      guard let scene = scene(of: path) else { return nil }
      var parts = path.split(separator: "/").dropLast()
      let depth = scene.split(separator: "/").count
      while parts.count > depth {
        let folder = parts.joined(separator: "/")
        if !template.contains(String(parts.last!)), !(children[folder] ?? []).isDisjoint(with: template) { return folder }
        parts = parts.dropLast()
      }
      return scene
    }
    // Screens: concrete view controllers in scenes, not base classes other view controllers extend (a `Base`
    // folder of shared machinery is no screen); a folder of cells or shared protocols declares none.
    var screens: [String: CodeIndex.TypeInfo] = [:]
    for type in code.allTypes
    where type.role == .viewController && !type.isProtocol && type.isScreenPart() && !type.name.contains(".") {
      guard let folder = screenFolder(of: type.file) else { continue }
      if (code.adopters[type.node] ?? []).contains(where: { code.types[$0]?.role == .viewController }) { continue }
      if let known = screens[folder], known.location <= type.location { continue }
      screens[folder] = type
    }
    let subfolders = children
    var findings: [Finding] = []
    for (folder, screen) in screens.sorted(by: { $0.key < $1.key }) {
      let missing = folders.filter { !(subfolders[folder] ?? []).contains($0) }
      guard !missing.isEmpty else { continue }
      findings.append(
        context.finding(
          "scene '\(folder.split(separator: "/").last!)' has no \(missing.joined(separator: ", ")) folder"
            + (missing.count > 1 ? "s" : ""),
          at: screen.location, modules: [screen.node.module], symbol: screen.name,
          notes: [
            "\(folder) declares the view controller \(screen.name); the template gives every screen the folders "
              + folders.joined(separator: ", ")
          ]))
    }
    for type in code.allTypes {
      // A nested helper (a private view of a controller's file) goes where its file goes.
      guard !type.name.contains("."), let folder = screenFolder(of: type.file), screens[folder] != nil else { continue }
      let expected = type.isProtocol ? "Protocols" : Self.folderOfRole[type.role]
      let parent = type.file.split(separator: "/").dropLast().joined(separator: "/")
      let placedIn = parent.split(separator: "/").last.map(String.init)
      // Below the expected folder is in it (`Views/Cells/HomeCell.swift`).
      let below = parent.dropFirst(folder.count).split(separator: "/").map(String.init)
      guard let expected, folders.contains(expected), !below.contains(expected) else { continue }
      let what = type.isProtocol ? "a protocol" : type.role.withArticle
      let place = parent == folder ? "the scene folder" : "\(placedIn ?? "")/"
      findings.append(
        context.finding(
          "'\(type.name)' (\(what)) is in \(place), not in \(expected)/",
          at: type.location, modules: [type.node.module], symbol: type.name,
          notes: [context.roleNote(type), "move it to \(folder)/\(expected)/"]))
    }
    return findings
  }

}
