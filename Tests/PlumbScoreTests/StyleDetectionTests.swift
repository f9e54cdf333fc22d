import Foundation
import PlumbKit
import PlumbModel
import Testing

/// Relations decide, names only support: small codebases written out file by file.
@Suite struct StyleDetectionTests {
  /// Writes `files` (path → source) under a new folder and scores it.
  static func score(_ files: [String: String], options: AnalysisOptions = AnalysisOptions()) throws
    -> ArchitectureScore
  {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-score-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let pipeline = try Pipeline(root: root, options: options)
    return pipeline.score(try pipeline.loadAndScan())
  }

  static func screen(_ name: String, holding property: String = "") -> String {
    """
    import UIKit
    final class \(name)ViewController: UIViewController {
      \(property)
      override func viewDidLoad() { super.viewDidLoad() }
    }
    """
  }

  @Test func anInteractorInACleanArchitectureAppIsNotVIPER() throws {
    // View models call interactors (use cases) that call repositories: MVVM with Clean layers.
    var files: [String: String] = [:]
    for name in ["Orders", "Profile", "Cart"] {
      files["App/\(name)/\(name)ViewController.swift"] = Self.screen(name, holding: "let viewModel: \(name)ViewModel")
      files["App/\(name)/\(name)ViewModel.swift"] = """
        final class \(name)ViewModel {
          let interactor: \(name)Interactor
          init(interactor: \(name)Interactor) { self.interactor = interactor }
        }
        final class \(name)Interactor {
          let repository: \(name)Repository
          init(repository: \(name)Repository) { self.repository = repository }
        }
        final class \(name)Repository {}
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm)
    #expect(detection.cleanLayers)
    #expect(detection.summary == "MVVM, Clean layers")
  }

  @Test func aViewModelThatNavigatesIsMVVMNotMVVMC() throws {
    var files: [String: String] = [:]
    files["App/List/ListViewController.swift"] = Self.screen("List", holding: "let viewModel = ListViewModel()")
    files["App/List/ListViewModel.swift"] = """
      import UIKit
      final class ListViewModel {
        weak var host: UIViewController?
        func select() { host?.navigationController?.pushViewController(DetailViewController(), animated: true) }
      }
      """
    files["App/Detail/DetailViewController.swift"] = Self.screen("Detail", holding: "let viewModel = DetailViewModel()")
    files["App/Detail/DetailViewModel.swift"] = "final class DetailViewModel {}\n"
    files["App/Settings/SettingsViewController.swift"] = Self.screen("Settings", holding: "let viewModel = SettingsViewModel()")
    files["App/Settings/SettingsViewModel.swift"] = "final class SettingsViewModel {}\n"
    // A coordinator that navigates less than the view model does not make the app MVVM-C.
    files["App/AppCoordinator.swift"] = """
      import UIKit
      final class AppCoordinator {
        func start(in window: UIWindow) { window.rootViewController = UINavigationController(rootViewController: ListViewController()) }
      }
      """
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
  }

  @Test func coordinatorsThatNavigateMakeMVVMC() throws {
    var files: [String: String] = [:]
    for name in ["List", "Detail", "Settings"] {
      files["App/\(name)/\(name)ViewController.swift"] = Self.screen(name, holding: "let viewModel = \(name)ViewModel()\n  var onSelect: (() -> Void)?")
      files["App/\(name)/\(name)ViewModel.swift"] = "final class \(name)ViewModel {}\n"
    }
    files["App/AppCoordinator.swift"] = """
      import UIKit
      final class AppCoordinator {
        let navigationController = UINavigationController()
        func start() {
          let list = ListViewController()
          list.onSelect = { [weak self] in self?.showDetail() }
          navigationController.pushViewController(list, animated: false)
        }
        func showDetail() { navigationController.pushViewController(DetailViewController(), animated: true) }
        func showSettings() { navigationController.present(SettingsViewController(), animated: true) }
      }
      """
    let score = try Self.score(files)
    #expect(score.detection.style == .mvvmC, "\(score.detection.evidence)")
    #expect(score[.navigation]?.rating == .high)
  }

  @Test func anMVCCoreWithMVVMScreensAddedLaterIsMixed() throws {
    var files: [String: String] = [:]
    for name in ["Inbox", "Compose", "Search", "Thread"] {
      files["App/Controllers/\(name)ViewController.swift"] = Self.screen(name, holding: "var items: [String] = []")
    }
    for name in ["Settings", "Profile", "Account"] {
      files["App/Features/\(name)/\(name)ViewController.swift"] = Self.screen(name, holding: "let viewModel = \(name)ViewModel()")
      files["App/Features/\(name)/\(name)ViewModel.swift"] = "final class \(name)ViewModel {}\n"
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mixed)
    #expect(detection.leaning == .mvc)
    #expect(detection.summary == "mixed (MVC 57%, MVVM 43%)")
  }

  @Test func codeWithoutAUILayerIsALibrary() throws {
    let score = try Self.score([
      "Sources/Net/Client.swift": "public final class Client { public func get() {} }\n",
      "Sources/Net/Request.swift": "public struct Request { var path: String }\n",
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Net", targets: [.target(name: "Net")])
        """,
    ])
    #expect(score.detection.style == .library)
    #expect(score.thesisColumn == nil)
  }

  /// A one-screen app (a tutorial's) shows its style, but too little to be sure of it: answered below 0.8.
  @Test func oneScreenIsAnsweredWithLowConfidence() throws {
    let detection = try Self.score([
      "App/Only/OnlyViewController.swift": Self.screen("Only", holding: "let presenter = OnlyPresenter()"),
      "App/Only/OnlyPresenter.swift": "final class OnlyPresenter { weak var view: OnlyViewController? }\n",
    ]).detection
    #expect(detection.style == .mvp)
    #expect(detection.confidence >= 0.5 && detection.confidence < 0.8)
  }

  @Test func sharedObservableStateIsNoScreensViewModel() throws {
    var files: [String: String] = [:]
    files["App/Theme.swift"] = "import SwiftUI\nfinal class ThemeManager: ObservableObject {}\n"
    for name in ["Home", "Search", "Profile", "Settings"] {
      files["App/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @EnvironmentObject var theme: ThemeManager
          @StateObject var viewModel = \(name)ViewModel()
          var body: some View { Text("") }
        }
        final class \(name)ViewModel: ObservableObject {}
        """
    }
    let score = try Self.score(files)
    #expect(score.detection.style == .mvvm)
    #expect(score.detection.decidingTypes.allSatisfy { !$0.shows.contains("ThemeManager") })
  }
  /// A deciding type's evidence names what it shows: the screens it reaches by name, and how many navigation APIs
  /// and screens the short lists leave out, so a reader can check each relation.
  @Test func aNavigatorsEvidenceNamesItsScreensAndSaysWhatItLeavesOut() throws {
    var files: [String: String] = [:]
    let names = ["Orders", "Profile", "Cart", "Search", "Settings"]
    for name in names {
      files["App/\(name)/\(name)ViewController.swift"] = Self.screen(name, holding: "let viewModel: \(name)ViewModel")
      files["App/\(name)/\(name)ViewModel.swift"] = """
        final class \(name)ViewModel {
          let service: \(name)Service
          init(service: \(name)Service) { self.service = service }
          func load() { service.fetch() }
        }
        final class \(name)Service { func fetch() {} }
        """
    }
    files["App/Flow/AppCoordinator.swift"] = """
      import UIKit
      final class AppCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          navigationController.setViewControllers([OrdersViewController(viewModel: OrdersViewModel(service: OrdersService()))], animated: false)
        }
        func showProfile() { navigationController.pushViewController(ProfileViewController(viewModel: ProfileViewModel(service: ProfileService())), animated: true) }
        func showCart() { navigationController.present(CartViewController(viewModel: CartViewModel(service: CartService())), animated: true) }
        func showSearch() { navigationController.show(SearchViewController(viewModel: SearchViewModel(service: SearchService())), sender: nil) }
        func showSettings() { navigationController.showDetailViewController(SettingsViewController(viewModel: SettingsViewModel(service: SettingsService())), sender: nil) }
        func back() { navigationController.popViewController(animated: true) }
        func close() { navigationController.dismiss(animated: true) }
      }
      """
    let detection = try Self.score(files).detection
    let coordinator = try #require(detection.decidingTypes.first { $0.type == "AppCoordinator" }, "\(detection.evidence)")
    #expect(
      coordinator.shows == "navigates with dismiss, popViewController, present, pushViewController and 3 more; "
        + "reaches 5 other screens (CartViewController, OrdersViewController, ProfileViewController, "
        + "SearchViewController and 1 more)")
  }
}
