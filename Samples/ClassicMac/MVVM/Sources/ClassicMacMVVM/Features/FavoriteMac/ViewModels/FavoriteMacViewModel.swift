import Foundation
import Observation

@Observable
final class FavoriteMacViewModel {
  static let maximumNoteLength = 140

  let mac: ClassicMac
  var note: String
  private let favorites: FavoritesStoring
  private let onFinish: () -> Void

  init(mac: ClassicMac, favorites: FavoritesStoring, onFinish: @escaping () -> Void) {
    self.mac = mac
    self.favorites = favorites
    self.onFinish = onFinish
    self.note = favorites.note(for: mac.id)?.text ?? ""
  }

  var isAlreadyFavorite: Bool { favorites.note(for: mac.id) != nil }
  var canSave: Bool { note.count <= Self.maximumNoteLength }

  func save() {
    guard canSave else { return }
    favorites.save(FavoriteNote(macID: mac.id, text: note.trimmingCharacters(in: .whitespacesAndNewlines)))
    onFinish()
  }

  func removeFavorite() {
    favorites.remove(macID: mac.id)
    onFinish()
  }

  func cancel() {
    onFinish()
  }
}
