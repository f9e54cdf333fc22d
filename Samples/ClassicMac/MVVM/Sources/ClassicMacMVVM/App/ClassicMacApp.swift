import SwiftUI

@main
struct ClassicMacApp: App {
  @State private var listViewModel = MacsListViewModel(api: MacsAPI(), favorites: UserDefaultsFavoritesStore())

  var body: some Scene {
    WindowGroup {
      MacsListView(viewModel: listViewModel)
    }
  }
}
