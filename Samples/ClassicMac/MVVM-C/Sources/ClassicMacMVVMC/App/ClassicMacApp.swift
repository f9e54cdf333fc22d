import MacCatalog
import SwiftUI

@main
struct ClassicMacApp: App {
  @StateObject private var coordinator = AppCoordinator(
    catalog: JSONFileMacCatalogService(fileURL: Bundle.main.url(forResource: "catalogue", withExtension: "json")!),
    favorites: UserDefaultsFavoritesService()
  )

  var body: some Scene {
    WindowGroup {
      AppCoordinatorView(coordinator: coordinator)
    }
  }
}
