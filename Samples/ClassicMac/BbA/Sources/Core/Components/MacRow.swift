import SwiftUI

/// The row used wherever a Mac is listed: name, one line of description and a disclosure chevron.
public struct MacRow: View {
  private let mac: ClassicMac
  private let isFavorite: Bool

  public init(mac: ClassicMac, isFavorite: Bool = false) {
    self.mac = mac
    self.isFavorite = isFavorite
  }

  public var body: some View {
    HStack(spacing: 16) {
      VStack(alignment: .leading) {
        HStack(spacing: 6) {
          Text(mac.name)
            .font(.body)
          if isFavorite {
            FavoriteBadge()
          }
        }
        Text(mac.description)
          .font(.subheadline)
          .foregroundColor(.secondary)
          .lineLimit(1)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Image(systemName: "chevron.right")
        .imageScale(.medium)
        .foregroundColor(.secondary)
    }
    .accessibilityElement(children: .combine)
  }
}
