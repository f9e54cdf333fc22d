import AppKit

/// A second login item, copied into the app's bundle by a script phase rather than a copy-files phase.
final class Agent: NSObject, NSApplicationDelegate {
  func applicationDidFinishLaunching(_ notification: Notification) {
    NSApp.terminate(nil)
  }
}
