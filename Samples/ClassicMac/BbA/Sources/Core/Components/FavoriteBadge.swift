import SwiftUI

/// A small filled star; shared so the list and the details screen mark favourites the same way.
public struct FavoriteBadge: View {
  public init() {}

  public var body: some View {
    Image(systemName: "star.fill")
      .imageScale(.small)
      .foregroundStyle(.yellow)
      .accessibilityLabel("Favourite")
  }
}
