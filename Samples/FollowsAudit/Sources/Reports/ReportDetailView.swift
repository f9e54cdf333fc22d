import Core
import SwiftUI

/// The changes one report brought, in sections.
public struct ReportDetailView: View {
  @State private var viewModel: ReportDetailViewModel

  public init(viewModel: ReportDetailViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  public var body: some View {
    List {
      Section {
        LabeledContent("Followers", value: viewModel.report.followersCount, format: .number)
        LabeledContent("Following", value: viewModel.report.followingCount, format: .number)
      }
      if let errorMessage = viewModel.errorMessage {
        Text(errorMessage)
          .foregroundStyle(.red)
      } else if viewModel.isFirstReport {
        Text("This is the first report of the account: there is nothing to compare it with yet.")
          .foregroundStyle(.secondary)
      } else if viewModel.sections.isEmpty {
        Text("Nothing changed since the report before.")
          .foregroundStyle(.secondary)
      }
      ForEach(viewModel.sections) { section in
        Section("\(section.title) (\(section.usernames.count))") {
          ForEach(section.usernames, id: \.self) { username in
            UsernameRow(username: username)
          }
        }
      }
    }
    .navigationTitle(viewModel.title)
    .onAppear(perform: viewModel.load)
  }
}
