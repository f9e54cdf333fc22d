import SwiftUI

/// The App Clip: shows today's status card and offers the full app.
@main
struct ClipApp: App {
  var body: some Scene {
    WindowGroup { Text("Today") }
  }
}
