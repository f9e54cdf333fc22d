import Foundation

/// Keeps favourites in `UserDefaults`, which is enough for a short list of names.
public final class UserDefaultsFavoriteMacsStore: FavoriteMacsStore {
  private let defaults: UserDefaults
  private let key: String

  public init(defaults: UserDefaults = .standard, key: String = "favoriteMacNames") {
    self.defaults = defaults
    self.key = key
  }

  public func isFavorite(_ mac: ClassicMac) -> Bool {
    favoriteNames.contains(mac.name)
  }

  public func setFavorite(_ isFavorite: Bool, for mac: ClassicMac) {
    var names = favoriteNames
    if isFavorite {
      names.insert(mac.name)
    } else {
      names.remove(mac.name)
    }
    // Sorted so the stored value does not change when the set's order does.
    defaults.set(names.sorted(), forKey: key)
  }

  private var favoriteNames: Set<String> {
    Set(defaults.stringArray(forKey: key) ?? [])
  }
}
