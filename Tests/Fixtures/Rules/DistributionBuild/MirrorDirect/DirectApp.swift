import Relay
import SwiftUI

@main
struct DirectApp: App {
  @NSApplicationDelegateAdaptor private var delegate: DirectDelegate

  var body: some Scene {
    RelayScene(state: delegate.state)
  }
}
