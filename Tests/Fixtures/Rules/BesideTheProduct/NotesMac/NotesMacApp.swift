import SwiftUI

@main
struct NotesMacApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Hello from the Mac target")
    }
  }
}
