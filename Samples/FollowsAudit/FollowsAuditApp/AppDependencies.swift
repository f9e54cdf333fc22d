import Core
import Foundation
import OSLog

/// The composition root: the one place that picks the concrete store, import service and layout store. The
/// coordinators hand them to the view models they create; no module creates its own.
@MainActor
final class AppDependencies {
  let store: AuditStore
  let importService: ImportService
  let layout: DashboardLayoutStore

  init(store: AuditStore, importService: ImportService, layout: DashboardLayoutStore) {
    self.store = store
    self.importService = importService
    self.layout = layout
  }

  /// The app's own database in Application Support.
  static func live() -> AppDependencies {
    let store: AuditStore
    do {
      store = try SQLiteAuditStore()
    } catch {
      // Without its database the app still works for this launch: imports are kept in memory and the list
      // says nothing was saved before. Better than not starting at all.
      Logger(subsystem: "FollowsAudit", category: "store").error("Opening the database failed: \(error)")
      store = InMemoryAuditStore()
    }
    return AppDependencies(store: store, importService: JSONImportService(), layout: UserDefaultsDashboardLayoutStore())
  }

  /// Everything in memory: for previews and the coordinator tests.
  static func inMemory(store: AuditStore = InMemoryAuditStore()) -> AppDependencies {
    AppDependencies(store: store, importService: JSONImportService(), layout: InMemoryDashboardLayoutStore())
  }
}
