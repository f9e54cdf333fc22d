import Core
import SwiftUI

/// Every report of an account with a chart of its followers over time. Selecting a report is reported through
/// `didSelectReport`; the reports coordinator pushes its details.
public struct ReportsView: View {
  @State private var viewModel: ReportsViewModel
  private let didSelectReport: (ReportSummary) -> Void

  public init(viewModel: ReportsViewModel, didSelectReport: @escaping (ReportSummary) -> Void) {
    _viewModel = State(initialValue: viewModel)
    self.didSelectReport = didSelectReport
  }

  public var body: some View {
    List {
      if let errorMessage = viewModel.errorMessage {
        Text(errorMessage)
          .foregroundStyle(.red)
      }
      if viewModel.history.count > 1 {
        Section("Followers over time") {
          FollowersChart(reports: viewModel.history)
            .frame(height: 180)
        }
      }
      Section("Reports") {
        ForEach(viewModel.reports) { report in
          Button {
            didSelectReport(report)
          } label: {
            VStack(alignment: .leading, spacing: 2) {
              Text(report.displayName)
              Text(viewModel.changeDescription(for: report))
                .font(.caption)
                .foregroundStyle(.secondary)
            }
          }
        }
        .onDelete { offsets in
          offsets.map { viewModel.reports[$0] }.forEach(viewModel.delete)
        }
      }
    }
    .navigationTitle("Reports")
    .onAppear(perform: viewModel.load)
  }
}
