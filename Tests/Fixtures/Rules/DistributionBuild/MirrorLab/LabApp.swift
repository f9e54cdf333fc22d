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
}
