import Core
import SwiftUI

/// What the import saved, and the button that ends the flow on the account's dashboard.
struct ImportSummaryView: View {
  let summary: ImportViewModel.Summary
  let didTapDone: () -> Void

  var body: some View {
    VStack(spacing: 24) {
      InitialAvatar(name: summary.account.username, size: 72)
      VStack(spacing: 4) {
        Text(summary.isNewAccount ? "Account Added" : "Report Added")
          .font(.title2.bold())
        Text(summary.account.displayName)
          .foregroundStyle(.secondary)
      }
      HStack(spacing: 32) {
        count(summary.report.followersCount, "Followers")
        count(summary.report.followingCount, "Following")
      }
      Button("Show Dashboard", action: didTapDone)
        .buttonStyle(.borderedProminent)
    }
    .padding()
  }

  private func count(_ value: Int, _ title: String) -> some View {
    VStack {
      Text(value, format: .number)
        .font(.title.monospacedDigit())
      Text(title)
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}
