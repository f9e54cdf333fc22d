import Foundation

public protocol FavoriteMacUseCase: AnyObject {
  func isFavorite(_ mac: ClassicMac) -> Bool
  func setFavorite(_ isFavorite: Bool, _ mac: ClassicMac)
}

public final class LocalFavoriteMacUseCase: FavoriteMacUseCase {
  private let defaults: UserDefaults

  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  public func isFavorite(_ mac: ClassicMac) -> Bool {
    ids.contains(mac.id)
  }

  public func setFavorite(_ isFavorite: Bool, _ mac: ClassicMac) {
    var ids = ids
    if isFavorite { ids.insert(mac.id) } else { ids.remove(mac.id) }
    defaults.set(ids.sorted(), forKey: "favoriteMacIDs")
  }

  private var ids: Set<Int> {
    Set(defaults.array(forKey: "favoriteMacIDs") as? [Int] ?? [])
  }
}
