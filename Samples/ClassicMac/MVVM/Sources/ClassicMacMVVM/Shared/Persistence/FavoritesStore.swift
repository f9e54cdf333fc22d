import Foundation

protocol FavoritesStoring: AnyObject {
  func note(for macID: Int) -> FavoriteNote?
  func save(_ note: FavoriteNote)
  func remove(macID: Int)
}

final class UserDefaultsFavoritesStore: FavoritesStoring {
  private let defaults: UserDefaults
  private let key = "favoriteNotes"

  init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  func note(for macID: Int) -> FavoriteNote? {
    allNotes().first { $0.macID == macID }
  }

  func save(_ note: FavoriteNote) {
    var notes = allNotes().filter { $0.macID != note.macID }
    notes.append(note)
    write(notes)
  }

  func remove(macID: Int) {
    write(allNotes().filter { $0.macID != macID })
  }

  private func allNotes() -> [FavoriteNote] {
    guard let data = defaults.data(forKey: key) else { return [] }
    return (try? JSONDecoder().decode([FavoriteNote].self, from: data)) ?? []
  }

  private func write(_ notes: [FavoriteNote]) {
    defaults.set(try? JSONEncoder().encode(notes.sorted { $0.macID < $1.macID }), forKey: key)
  }
}
