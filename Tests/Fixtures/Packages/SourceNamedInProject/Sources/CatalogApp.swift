import SwiftUI

@main
struct CatalogApp: App {
  var body: some Scene {
    WindowGroup { Text(Package(name: "zip", version: "1.0").title) }
  }
}
