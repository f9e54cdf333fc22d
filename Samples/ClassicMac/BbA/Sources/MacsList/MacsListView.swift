import Core
import SwiftUI

/// The list of classic Macs. Selecting one is reported through `didSelectMac`: where the app goes next is the
/// coordinator's decision, not this view's.
public struct MacsListView: View {
  @ObservedObject private var viewModel: MacsListViewModel
  private let didSelectMac: (ClassicMac) -> Void

  public init(
    viewModel: MacsListViewModel,
    didSelectMac: @escaping (ClassicMac) -> Void
  ) {
    self._viewModel = ObservedObject(wrappedValue: viewModel)
    self.didSelectMac = didSelectMac
  }

  public var body: some View {
    content
      .searchable(text: $viewModel.searchText, prompt: "Search Macs")
      .task { await viewModel.fetchMacs() }
      .refreshable { await viewModel.fetchMacs() }
  }

  @ViewBuilder
  private var content: some View {
    switch viewModel.state {
    case .idle, .loading where viewModel.classicMacs.isEmpty:
      ProgressView()
    case .failed(let message):
      ContentUnavailableView(message, systemImage: "desktopcomputer.trianglebadge.exclamationmark")
    default:
      List(viewModel.visibleMacs) { classicMac in
        Button(action: {
          didSelectMac(classicMac)
        }) {
          MacRow(mac: classicMac, isFavorite: viewModel.isFavorite(classicMac))
        }
        .buttonStyle(.plain)
      }
    }
  }
}
