import PlumbModel
import PlumbScanner
import PlumbTestSupport
import Testing

@Suite struct APIUseExtractionTests {
  private func uses(_ text: MarkedText) -> [APIUse] { SourceScanner.scan(source: text.source).apiUses }

  @Test func swiftUINavigation() {
    let text = MarkedText(
      """
      struct ListView: View {
        @State private var path = 1️⃣NavigationPath()
        var body: some View {
          2️⃣NavigationStack(path: $path) {
            List { 3️⃣NavigationLink("Open", value: 1) }
              .4️⃣navigationDestination(for: Int.self) { DetailView(id: $0) }
              .5️⃣sheet(isPresented: $isShowing) { SheetView() }
              .6️⃣fullScreenCover(item: $item) { _ in EmptyView() }
              .7️⃣popover(isPresented: $p) { EmptyView() }
          }
        }
        func close() { 8️⃣dismiss() }
      }
      """)
    let found = uses(text)
    #expect(found.map(\.api) == ["NavigationPath", "NavigationStack", "NavigationLink", "navigationDestination", "sheet",
      "fullScreenCover", "popover", "dismiss"])
    #expect(found.map(\.position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"].map { text[$0] })
    #expect(found.allSatisfy { $0.category == .navigation && $0.family == "SwiftUI" && $0.enclosingType == "ListView" })
  }

  @Test func uiKitNavigationNeedsUIKitLabelsForCommonNames() {
    let text = MarkedText(
      """
      final class ListCoordinator {
        func start() {
          navigationController.1️⃣pushViewController(vc, animated: true)
          root.2️⃣present(settings, animated: true)
          3️⃣show(detail, sender: self)
          navigationController?.4️⃣popViewController(animated: true)
          navigationController.5️⃣setViewControllers([vc], animated: false)
          presentedViewController?.6️⃣dismiss(animated: true, completion: nil)
          split.7️⃣showDetailViewController(detail, sender: nil)
          showDetailViewController(alertController, sender: nil)
          presenter.present(items)
          toast.show()
          sheet.dismiss { }
          present(alertController, animated: true)
          router.dismiss()
          navigator.show(segue: .details, sender: self)
        }
      }
      """)
    let found = uses(text)
    #expect(found.map(\.api) == ["pushViewController", "present", "show", "popViewController", "setViewControllers",
      "dismiss", "showDetailViewController"])
    #expect(found.map(\.position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣"].map { text[$0] })
    #expect(found.allSatisfy { $0.family == "UIKit" && $0.enclosingType == "ListCoordinator" })
  }

  @Test func anAlertBoundToALocalIsNoNavigation() {
    let text = MarkedText(
      """
      final class ShareViewController: UIViewController {
        func warn() {
          let controller = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
          present(controller, animated: true)
        }
        func open() {
          let controller = DetailViewController()
          1️⃣present(controller, animated: true)
        }
        func ask() {
          let actionSheet = UIAlertController(title: "Add?", message: nil, preferredStyle: .actionSheet)
          let handler = { self.present(actionSheet, animated: true) }
          handler()
        }
      }
      """)
    let found = uses(text)
    #expect(found.map(\.api) == ["present"])
    #expect(found.map(\.position) == [text["1️⃣"]])
  }

  @Test func sideEffectsByFamily() {
    let text = MarkedText(
      """
      1️⃣@Model final class Note { var text = "" }
      struct NotesView: View {
        @Environment(\\.2️⃣modelContext) private var context
        3️⃣@Query var notes: [Note]
        4️⃣@AppStorage("x") var x = 0
        func save() {
          let session = 5️⃣URLSession.shared
          try? 6️⃣FileManager.default.removeItem(at: url)
          7️⃣UserDefaults.standard.set(1, forKey: "k")
          let c: 8️⃣NSManagedObjectContext? = nil
          9️⃣sqlite3_open(path, &db)
        }
      }
      """)
    let found = uses(text)
    #expect(found.map(\.family) == ["swiftData", "swiftData", "swiftData", "userDefaults", "network", "fileSystem",
      "userDefaults", "coreData", "sqlite"])
    #expect(found.map(\.api) == ["@Model", "\\.modelContext", "@Query", "@AppStorage", "URLSession", "FileManager",
      "UserDefaults", "NSManagedObjectContext", "sqlite3_open"])
    #expect(found.map(\.position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"].map { text[$0] })
    #expect(found.allSatisfy { $0.category == .sideEffect })
    #expect(found[0].enclosingType == "Note" && found[4].enclosingType == "NotesView")
  }

  @Test func keychainAndNotificationNames() {
    let text = MarkedText(
      """
      final class TokenStore {
        func read() {
          1️⃣SecItemCopyMatching(query as CFDictionary, &result)
          let keychain = 2️⃣KeychainSwift()
          center.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { _ in }
        }
      }
      """)
    let found = uses(text).filter { $0.category == .sideEffect }
    #expect(found.map(\.api) == ["SecItemCopyMatching", "KeychainSwift"])
    #expect(found.allSatisfy { $0.family == "keychain" })
    #expect(found.map(\.position) == ["1️⃣", "2️⃣"].map { text[$0] })
  }

  @Test func notificationsPostAndObserve() {
    let text = MarkedText(
      """
      enum HomeFlows {}
      final class HomeModule {
        func go() {
          NotificationCenter.default.1️⃣post(name: .homeFlow, object: HomeFlows.self)
          center.2️⃣addObserver(self, selector: #selector(x), name: .y, object: nil)
          NotificationCenter.default.3️⃣addObserver(forName: .z, object: nil, queue: .main) { _ in }
          _ = NotificationCenter.default.4️⃣publisher(for: .w)
          for await _ in NotificationCenter.default.5️⃣notifications(named: .v) {}
          layer.addObserver(self, forKeyPath: "frame", options: [], context: nil)
          subject.post(value)
        }
      }
      """)
    let found = uses(text)
    #expect(found.map(\.api) == ["post", "addObserver", "addObserver", "publisher(for:)", "notifications(named:)"])
    #expect(found.map(\.family) == ["post", "observe", "observe", "observe", "observe"])
    #expect(found.map(\.position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { text[$0] })
    #expect(found.allSatisfy { $0.category == .notification && $0.enclosingType == "HomeModule" })
  }

  @Test func topLevelUsesHaveNoEnclosingType() {
    let found = SourceScanner.scan(source: "let defaults = UserDefaults.standard").apiUses
    #expect(found.count == 1)
    #expect(found.first?.enclosingType == nil)
  }
}
