import Combine
import Core
import Foundation

/// What the details screen shows for one Mac.
@MainActor
public final class MacDetailsViewModel: ObservableObject {
  public let mac: ClassicMac
  @Published public private(set) var isFavorite: Bool

  private let favorites: FavoriteMacsStore

  public init(mac: ClassicMac, favorites: FavoriteMacsStore = UserDefaultsFavoriteMacsStore()) {
    self.mac = mac
    self.favorites = favorites
    self.isFavorite = favorites.isFavorite(mac)
  }

  public var title: String { mac.name }

  /// The description split into sentences, one paragraph each, which reads better than one long line.
  public var paragraphs: [String] {
    mac.description
      .split(separator: ".", omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .map { $0 + "." }
  }

  public var favoriteButtonTitle: String {
    isFavorite ? "Edit Favourite" : "Add to Favourites"
  }

  /// Called when the screen reappears, e.g. after the favourite sheet was dismissed.
  public func refresh() {
    isFavorite = favorites.isFavorite(mac)
  }
}
