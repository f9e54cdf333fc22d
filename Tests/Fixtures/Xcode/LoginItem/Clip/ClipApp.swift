import SwiftUI

/// The App Clip: shows today's status card and offers the full app.
@main
struct ClipApp: App {
  var body: some Scene {
    WindowGroup { Text(title(percent: 42)) }
  }

  func title(percent: Int) -> String {
    percent > 90 ? "Nearly full" : "Today: \(percent)%"
  }
}
