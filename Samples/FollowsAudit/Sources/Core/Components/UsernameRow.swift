import SwiftUI

/// A username in a list, with its initial in a circle. Follows Audit never downloads profile pictures: it works
/// offline on the exported data only.
public struct UsernameRow: View {
  private let username: String
  private let detail: String?

  public init(username: String, detail: String? = nil) {
    self.username = username
    self.detail = detail
  }

  public var body: some View {
    HStack(spacing: 12) {
      InitialAvatar(name: username)
      VStack(alignment: .leading, spacing: 2) {
        Text(username.asHandle)
          .font(.body)
        if let detail {
          Text(detail)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
    }
  }
}
