import PlumbModel

/// The examples of `NavigationInCoordinatorRule`: they run as tests (`RuleExamplesTests`) and are the examples of its
/// documentation page. Kept beside the rule, in a file of their own, as they outweigh it.
extension NavigationInCoordinatorRule {
  public static let triggeringExamples = [
    RuleExample(
      "MacsList",
      sources: [
        "MacsList": """
          import UIKit
          final class MacsListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          ↓    navigationController?.pushViewController(MacDetailsViewController(), animated: true)
            }
          }
          """
      ]),
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import SwiftUI
          struct ArticlesView: View {
            @StateObject var viewModel: ArticlesViewModel
            var body: some View {
              List(viewModel.articles) { article in
          ↓      NavigationLink(article.title) { ArticleView(article: article) }
              }
            }
          }
          """
      ]),
    // The flag lives in the view model, but the view decides what the sheet shows: another screen.
    RuleExample(
      "Settings",
      sources: [
        "Settings": """
          import SwiftUI
          final class SettingsViewModel: ObservableObject {
            @Published var showsAbout = false
          }
          struct SettingsView: View {
            @ObservedObject var viewModel: SettingsViewModel
            var body: some View {
              Form { Text("Settings") }
          ↓      .sheet(isPresented: $viewModel.showsAbout) { AboutView() }
            }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // The coordinator pushes; the screen only calls back.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import UIKit
          final class MacsCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
              let list = MacsListViewController()
              list.onSelect = { [weak self] mac in self?.showDetails(of: mac) }
              navigationController.pushViewController(list, animated: false)
            }
            func showDetails(of mac: Mac) {
              navigationController.pushViewController(MacDetailsViewController(mac: mac), animated: true)
            }
          }
          final class MacsListViewController: UITableViewController {
            var onSelect: ((Mac) -> Void)?
            func dismissDetails() { dismiss(animated: true) }
          }
          """
      ]),
    // A name-based check flags the root view: `NavigationStack` and `TabView` are containers, not decisions, and
    // the view that draws the coordinator's path draws the coordinator's decisions.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import SwiftUI
          @main struct MacsApp: App {
            var body: some Scene { WindowGroup { RootView() } }
          }
          final class AppCoordinator: ObservableObject {
            @Published var path = NavigationPath()
          }
          struct RootView: View {
            @StateObject var coordinator = AppCoordinator()
            var body: some View {
              NavigationStack(path: $coordinator.path) {
                MacsListView(onSelect: { coordinator.path.append($0) })
                  .navigationDestination(for: Mac.self) { MacDetailsView(mac: $0) }
              }
            }
          }
          struct MacsListView: View {
            let onSelect: (Mac) -> Void
            var body: some View { List { Text("Mac") } }
          }
          """
      ]),
    // A wrapper that only presents what it is given is a component; a check of API names alone flags it.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import SwiftUI
          struct ModalLink<Destination: View>: View {
            var destination: Destination
            @Binding var isPresented: Bool
            var body: some View {
              EmptyView().sheet(isPresented: $isPresented) { destination }
            }
          }
          """
      ]),
    RuleExample(
      "Profile",
      configuration: "rules:\n  navigation-in-coordinator:\n    allowed-apis: [sheet]",
      sources: [
        "Profile": """
          import SwiftUI
          struct ProfileView: View {
            @State private var editing = false
            var body: some View {
              Text("Profile").sheet(isPresented: $editing) { EditProfileView() }
            }
          }
          """
      ]),
  ]
}
