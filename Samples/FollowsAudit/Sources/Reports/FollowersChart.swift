import Charts
import Core
import SwiftUI

/// Followers and following per report, as two lines.
struct FollowersChart: View {
  let reports: [ReportSummary]

  var body: some View {
    Chart(reports) { report in
      LineMark(
        x: .value("Imported", report.importedAt),
        y: .value("Accounts", report.followersCount),
        series: .value("Metric", "Followers")
      )
      .foregroundStyle(by: .value("Metric", "Followers"))
      LineMark(
        x: .value("Imported", report.importedAt),
        y: .value("Accounts", report.followingCount),
        series: .value("Metric", "Following")
      )
      .foregroundStyle(by: .value("Metric", "Following"))
    }
    .chartLegend(position: .bottom)
  }
}
