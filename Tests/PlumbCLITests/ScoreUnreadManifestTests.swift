import Foundation
import PlumbTestSupport
import Testing

/// `plumb score` on a folder whose only project spec cannot be read: the style is read from the Swift files, their
/// folders standing in as modules, and the run says what it could not read. (`plumb check` still stops there: a
/// rule's finding on guessed modules would be false.)
@Suite struct ScoreUnreadManifestTests {
  /// A seminar folder of a Tuist workspace (37-dive-sopt-ios/SOPT-Seminar's `Seminar03`): its `Project.swift` calls
  /// a helper of the workspace's `ProjectDescriptionHelpers` (`Project.framework(...)`), which a static reading
  /// cannot evaluate, beside two MVC screens under `Sources/`.
  static func seminarFolder() throws -> URL {
    let folder = try makeWorkspaceFolder("plumb-score-unread", empty: true)
    let files = [
      "Project.swift": """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project.framework(name: "Seminar", dependencies: [.project(target: "Core", path: "../Core")])
        """,
      "Sources/Login/LoginViewController.swift": """
        import UIKit
        final class LoginViewController: UIViewController {
          private let user = User(name: "")
          override func viewDidLoad() { super.viewDidLoad(); title = user.name }
          func signIn() { navigationController?.pushViewController(WelcomeViewController(name: user.name), animated: true) }
        }
        struct User { var name: String }
        """,
      "Sources/Login/WelcomeViewController.swift": """
        import UIKit
        final class WelcomeViewController: UIViewController {
          private let name: String
          init(name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { fatalError() }
          override func viewDidLoad() { super.viewDidLoad(); title = UserDefaults.standard.string(forKey: name) }
        }
        """,
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func scoreReadsTheFoldersWhenNoManifestCanBeRead() throws {
    let folder = try Self.seminarFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let score = try PlumbBinary.run(["score", folder.path, "--no-cache"])
    #expect(score.status == 0, "\(score.errors)")
    #expect(score.output.contains(": MVC (confidence"), "\(score.output)")
    #expect(score.errors.contains("Project.swift: warning: no `Project(...)` could be evaluated"), "\(score.errors)")
    #expect(
      score.errors.contains("no manifest or project could be read: the score reads the 2 Swift files no module holds"),
      "\(score.errors)")

    let check = try PlumbBinary.run(["check", folder.path, "--no-cache"])
    #expect(check.status == 2)
    #expect(check.errors.contains("nothing could be analysed in"))
  }
}
