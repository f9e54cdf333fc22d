import Combine
import Core
import Foundation

/// Adds a Mac to the favourites or removes it, with an optional note on why the user likes it.
@MainActor
public final class FavoriteMacViewModel: ObservableObject {
  public static let maximumNoteLength = 140

  public let mac: ClassicMac
  @Published public var note: String = ""
  @Published public private(set) var isFavorite: Bool

  private let favorites: FavoriteMacsStore

  public init(mac: ClassicMac, favorites: FavoriteMacsStore = UserDefaultsFavoriteMacsStore()) {
    self.mac = mac
    self.favorites = favorites
    self.isFavorite = favorites.isFavorite(mac)
  }

  public var remainingNoteCharacters: Int {
    Self.maximumNoteLength - note.count
  }

  public var canSave: Bool {
    remainingNoteCharacters >= 0
  }

  public var primaryActionTitle: String {
    isFavorite ? "Remove from Favourites" : "Add to Favourites"
  }

  /// Flips the favourite flag and reports whether the sheet can close.
  @discardableResult
  public func toggleFavorite() -> Bool {
    guard canSave else { return false }
    isFavorite.toggle()
    favorites.setFavorite(isFavorite, for: mac)
    return true
  }
}
