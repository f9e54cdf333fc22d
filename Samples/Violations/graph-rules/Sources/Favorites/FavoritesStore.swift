import Persistence

/// The listings a buyer starred, kept on the device.
public final class FavoritesStore {
  private let store: KeyValueStore
  private let key = "favorite.listing.ids"

  public init(store: KeyValueStore = KeyValueStore()) {
    self.store = store
  }

  public var listingIDs: [String] {
    store.strings(forKey: key)
  }

  public func contains(_ listingID: String) -> Bool {
    listingIDs.contains(listingID)
  }

  public func toggle(_ listingID: String) {
    var ids = listingIDs
    if let index = ids.firstIndex(of: listingID) {
      ids.remove(at: index)
    } else {
      ids.append(listingID)
    }
    store.set(ids, forKey: key)
  }
}
