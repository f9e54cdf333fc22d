import PlumbModel

/// The examples of `ViewNoSideEffectsRule`: they run as tests (`RuleExamplesTests`) and are the examples of its
/// documentation page. Kept beside the rule, in a file of their own, as they outweigh it.
extension ViewNoSideEffectsRule {
  public static let triggeringExamples = [
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          final class ArticlesViewController: UITableViewController {
            var articles: [Article] = []
            override func viewDidLoad() {
              super.viewDidLoad()
          ↓    URLSession.shared.dataTask(with: URL(string: "https://example.com/articles")!) { data, _, _ in
                self.articles = (try? JSONDecoder().decode([Article].self, from: data ?? Data())) ?? []
              }.resume()
            }
          }
          """
      ]),
    // SwiftUI's persistence wrappers reach the store from the view.
    RuleExample(
      "Items",
      sources: [
        "Items": """
          import SwiftData
          import SwiftUI
          struct ItemsView: View {
          ↓  @Query(sort: \\Item.title) var items: [Item]
            @Environment(\\.modelContext) private var context
            var body: some View {
              List(items) { Text($0.title) }
            }
          }
          """
      ]),
    // A keychain read in a settings screen.
    RuleExample(
      "Settings",
      sources: [
        "Settings": """
          import Security
          import SwiftUI
          struct TokenView: View {
            var body: some View { Text(token ?? "none") }
            var token: String? {
              var result: AnyObject?
          ↓    SecItemCopyMatching([kSecClass: kSecClassGenericPassword] as CFDictionary, &result)
              return result as? String
            }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // The view asks its view model; the service behind a protocol does the networking.
    RuleExample(
      "Items",
      sources: [
        "Items": """
          import SwiftUI
          protocol ItemsFetching { func fetchItems() async throws -> [Item] }
          final class ItemsAPIService: ItemsFetching {
            func fetchItems() async throws -> [Item] {
              let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
              return try JSONDecoder().decode([Item].self, from: data)
            }
          }
          @Observable final class ItemsListViewModel {
            var items: [Item] = []
            let fetcher: any ItemsFetching
            init(fetcher: any ItemsFetching) { self.fetcher = fetcher }
            func onAppear() async { items = (try? await fetcher.fetchItems()) ?? [] }
          }
          struct ItemsListView: View {
            @State var viewModel: ItemsListViewModel
            var body: some View { List(viewModel.items) { Text($0.title) }.task { await viewModel.onAppear() } }
          }
          """
      ]),
    // A name-based check flags `SessionView` and `FileListView`: the names say nothing, the APIs do.
    RuleExample(
      "Files",
      sources: [
        "Files": """
          import SwiftUI
          struct SessionView: View {
            let session: WorkoutSession
            var body: some View { Text(session.title) }
          }
          struct FileListView: View {
            let files: [FileItem]
            var body: some View { List(files) { Text($0.name) } }
          }
          """
      ]),
    // Observing a notification of `UserDefaults` reads nothing; an importer named `Controller` is no screen.
    RuleExample(
      "Timeline",
      sources: [
        "Timeline": """
          import UIKit
          final class TimelineViewController: UIViewController {
            override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil,
                queue: .main) { [weak self] _ in self?.view.setNeedsLayout() }
            }
          }
          struct OPMLImportController {
            static func importIfPresent(at url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
          }
          """
      ]),
    // A team that accepts SwiftUI's settings wrapper.
    RuleExample(
      "Settings",
      configuration: "rules:\n  view-no-side-effects:\n    allowed-apis: [AppStorage]",
      sources: [
        "Settings": """
          import SwiftUI
          struct SettingsView: View {
            @AppStorage("showsPreview") var showsPreview = true
            var body: some View { Toggle("Preview", isOn: $showsPreview) }
          }
          """
      ]),
  ]
}
