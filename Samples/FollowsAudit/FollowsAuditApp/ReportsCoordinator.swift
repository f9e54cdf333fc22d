import Reports
import SwiftUI

/// The navigation state of the reports flow: the reports whose details are pushed.
struct ReportsNavigation: Equatable {
  var path: [ReportSummary] = []

  mutating func showDetails(of report: ReportSummary) {
    guard path.last != report else { return }
    path.append(report)
  }

  mutating func popToReports() {
    path.removeAll()
  }
}

/// The reports of one account, presented as a sheet with its own stack: the history, then one report's changes.
struct ReportsCoordinator: View {
  private let account: Account
  private let dependencies: AppDependencies
  private let didFinish: () -> Void
  @State private var navigation = ReportsNavigation()

  init(account: Account, dependencies: AppDependencies, didFinish: @escaping () -> Void) {
    self.account = account
    self.dependencies = dependencies
    self.didFinish = didFinish
  }

  var body: some View {
    NavigationStack(path: $navigation.path) {
      ReportsView(
        viewModel: ReportsViewModel(account: account, store: dependencies.store),
        didSelectReport: { report in navigation.showDetails(of: report) }
      )
      .navigationDestination(for: ReportSummary.self) { report in
        ReportDetailView(viewModel: ReportDetailViewModel(report: report, store: dependencies.store))
      }
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done", action: didFinish)
        }
      }
    }
  }
}
