import SwiftUI

// The app Xcode needs to install the source editor extension it carries; it does nothing else.
@main
struct HostApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Enable the extension in System Settings, then use Editor > Refactor in Xcode.")
    }
  }
}
