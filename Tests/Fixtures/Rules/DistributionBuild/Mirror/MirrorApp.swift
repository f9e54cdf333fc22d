import Relay
import SwiftUI

@main
struct MirrorApp: App {
  @NSApplicationDelegateAdaptor private var delegate: RelayDelegate

  var body: some Scene {
    RelayScene(state: delegate.state)
  }
}
