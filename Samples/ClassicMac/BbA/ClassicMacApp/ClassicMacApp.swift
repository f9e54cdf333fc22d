import SwiftUI

@main
struct ClassicMacApp: App {
  var body: some Scene {
    WindowGroup {
      MacsListCoordinator()
    }
  }
}
