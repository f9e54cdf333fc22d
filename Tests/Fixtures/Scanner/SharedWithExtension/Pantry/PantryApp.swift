import SwiftUI

@main
struct PantryApp: App {
  let model = ShelfModel()

  var body: some Scene {
    WindowGroup {
      Text(model.title).foregroundStyle(Palette.accent)
    }
  }
}
