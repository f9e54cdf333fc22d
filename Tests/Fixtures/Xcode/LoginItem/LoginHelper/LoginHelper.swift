import AppKit

/// Started by the system at login from the app's Contents/Library/LoginItems: it opens the main app and quits.
final class LoginHelper: NSObject, NSApplicationDelegate {
  func applicationDidFinishLaunching(_ notification: Notification) {
    let main = Bundle.main.bundleURL.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    NSWorkspace.shared.openApplication(at: main, configuration: NSWorkspace.OpenConfiguration())
    NSApp.terminate(nil)
  }
}
