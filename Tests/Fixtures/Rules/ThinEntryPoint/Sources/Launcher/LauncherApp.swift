import AppCore
import SwiftUI

// Shared by the package's executable and an Xcode app target: it only starts AppCore.
@main
struct LauncherApp: App {
  @StateObject var model = StatusModel.shared

  init() {
    startAppCore()
  }

  var body: some Scene {
    MenuBarExtra("Launcher") {
      ForEach(model.items, id: \.self) { Text($0) }
    }
  }
}
