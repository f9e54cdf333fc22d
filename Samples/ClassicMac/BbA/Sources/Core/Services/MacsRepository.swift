import Foundation

/// Where the catalogue of classic Macs comes from. View models depend on this protocol, never on a concrete
/// source, so tests can hand them a fixed list.
public protocol MacsRepository: Sendable {
  func fetchMacs() async throws -> [ClassicMac]
}

/// Remembers which Macs the user marked as favourite, keyed by name because the catalogue ids are generated
/// at launch.
public protocol FavoriteMacsStore: AnyObject {
  func isFavorite(_ mac: ClassicMac) -> Bool
  func setFavorite(_ isFavorite: Bool, for mac: ClassicMac)
}

public enum MacsRepositoryError: Error, Equatable {
  case emptyCatalogue
}
