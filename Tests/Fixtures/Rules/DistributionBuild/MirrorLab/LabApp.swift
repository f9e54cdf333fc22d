import Lab
import Relay
import SwiftUI

@main
struct LabApp: App {
  @NSApplicationDelegateAdaptor private var delegate: RelayDelegate
  @State var experiments = [Experiment(name: "echo", enabled: false)]

  var body: some Scene {
    RelayScene(state: delegate.state)
  }

  func toggle(_ name: String) {
    for index in experiments.indices where experiments[index].name == name {
      experiments[index].enabled.toggle()
    }
  }

  /// Logic of its own beside the entry point (more branches than a composition root takes): a count in words.
  func label(for count: Int) -> String {
    switch count {
    case 0: return "empty"
    case 1: return "one item"
    case 2...9: return "a few items"
    default: return "\(count) items"
    }
  }
}
