import SwiftUI

/// Shown before the first import: what the app does and the one thing to do next.
struct AccountsEmptyView: View {
  let didTapImport: () -> Void

  var body: some View {
    ContentUnavailableView {
      Label("No Accounts Yet", systemImage: "person.crop.rectangle.stack")
    } description: {
      Text("Import the data export of an Instagram account to see who follows it and who stopped. Everything stays on this device.")
    } actions: {
      Button("Import an Export", action: didTapImport)
        .buttonStyle(.borderedProminent)
    }
  }
}
