import MacCatalog
import SwiftUI

struct MacsListView: View {
  @ObservedObject var viewModel: MacsListViewModel

  var body: some View {
    List(viewModel.macs) { mac in
      Button {
        viewModel.select(mac)
      } label: {
        LabeledContent(mac.name, value: String(mac.releaseYear))
      }
      .badge(viewModel.favoriteIDs.contains(mac.id) ? Text("★") : nil)
    }
    .navigationTitle("Classic Macs")
    .overlay {
      if let message = viewModel.errorMessage {
        Text(message).foregroundStyle(.secondary)
      }
    }
    .task { await viewModel.load() }
  }
}
