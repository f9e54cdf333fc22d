import SwiftUI

@main
struct VaultApp: App {
  var body: some Scene {
    WindowGroup { Text("Vault") }
  }
}
