import Foundation

protocol FavoriteMacWorkerProtocol {
  func isFavorite(macID: Int) -> Bool
  func setFavorite(_ isFavorite: Bool, macID: Int)
}

final class FavoriteMacWorker: FavoriteMacWorkerProtocol {
  private let defaults: UserDefaults

  init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  func isFavorite(macID: Int) -> Bool {
    ids.contains(macID)
  }

  func setFavorite(_ isFavorite: Bool, macID: Int) {
    var ids = ids
    if isFavorite { ids.insert(macID) } else { ids.remove(macID) }
    defaults.set(ids.sorted(), forKey: "favoriteMacIDs")
  }

  private var ids: Set<Int> {
    Set(defaults.array(forKey: "favoriteMacIDs") as? [Int] ?? [])
  }
}
