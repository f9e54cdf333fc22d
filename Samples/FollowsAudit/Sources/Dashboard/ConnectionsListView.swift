import Core
import SwiftUI

/// The usernames behind a widget, searchable. Instagram profiles open in the browser through the system's
/// `openURL`, which leaves the app rather than navigating inside it.
public struct ConnectionsListView: View {
  @State private var viewModel: ConnectionsListViewModel
  @Environment(\.openURL) private var openURL

  public init(viewModel: ConnectionsListViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  public var body: some View {
    Group {
      if let errorMessage = viewModel.errorMessage {
        ContentUnavailableView(errorMessage, systemImage: "exclamationmark.triangle")
      } else if viewModel.usernames.isEmpty {
        ContentUnavailableView(viewModel.emptyMessage, systemImage: viewModel.kind.systemImage)
      } else {
        List(viewModel.visibleUsernames, id: \.self) { username in
          Button {
            if let url = URL(string: "https://www.instagram.com/\(username)") {
              openURL(url)
            }
          } label: {
            UsernameRow(username: username)
          }
        }
        .searchable(text: $viewModel.searchText, prompt: "Search usernames")
      }
    }
    .navigationTitle(viewModel.title)
    .onAppear(perform: viewModel.load)
  }
}
