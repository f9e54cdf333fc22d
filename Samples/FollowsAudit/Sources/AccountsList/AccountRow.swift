import Core
import SwiftUI

/// One account in the list: its avatar, its handle and the line the view model writes under it.
struct AccountRow: View {
  let account: Account
  let subtitle: String

  var body: some View {
    HStack(spacing: 12) {
      InitialAvatar(name: account.username, size: 44)
      VStack(alignment: .leading, spacing: 2) {
        Text(account.displayName)
          .font(.headline)
        Text(subtitle)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      Image(systemName: "chevron.right")
        .foregroundStyle(.tertiary)
    }
    .contentShape(Rectangle())
  }
}
