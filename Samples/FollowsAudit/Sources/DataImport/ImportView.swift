import Core
import SwiftUI

/// The import flow's one screen. It asks for a folder and reports the end of the flow through closures; the
/// import coordinator presents the folder picker and dismisses the flow.
public struct ImportView: View {
  @State private var viewModel: ImportViewModel
  private let didTapChooseFolder: () -> Void
  private let didFinish: (Account?) -> Void

  public init(
    viewModel: ImportViewModel,
    didTapChooseFolder: @escaping () -> Void,
    didFinish: @escaping (Account?) -> Void
  ) {
    _viewModel = State(initialValue: viewModel)
    self.didTapChooseFolder = didTapChooseFolder
    self.didFinish = didFinish
  }

  public var body: some View {
    content
      .navigationTitle("Import")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { didFinish(nil) }
            .disabled(viewModel.isImporting)
        }
      }
      .interactiveDismissDisabled(viewModel.isImporting)
  }

  @ViewBuilder
  private var content: some View {
    switch viewModel.state {
    case .idle:
      ImportInstructionsView(didTapChooseFolder: didTapChooseFolder)
    case .importing:
      ProgressView("Reading the export…")
    case .imported(let summary):
      ImportSummaryView(summary: summary) { didFinish(summary.account) }
    case .failed(let message):
      ContentUnavailableView {
        Label("Import Failed", systemImage: "exclamationmark.triangle")
      } description: {
        Text(message)
      } actions: {
        Button("Choose Another Folder", action: didTapChooseFolder)
      }
    }
  }
}
