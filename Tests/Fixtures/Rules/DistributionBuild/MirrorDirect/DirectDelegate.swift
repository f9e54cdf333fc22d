import AppKit
import Relay
import SystemExtensions

final class DirectDelegate: RelayDelegate {
  func applicationWillFinishLaunching(_: Notification) {
    Channel.direct = true
    Task { await installExtension() }
  }

  private func installExtension() async {
    if UserDefaults.standard.bool(forKey: "installed") {
      return
    }
    let request = OSSystemExtensionRequest.activationRequest(
      forExtensionWithIdentifier: "org.example.mirror.ext", queue: .main)
    OSSystemExtensionManager.shared.submitRequest(request)
    UserDefaults.standard.set(true, forKey: "installed")
  }
}
