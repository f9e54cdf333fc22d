import Foundation
import MacDomain

final class FavoriteMacPresenter: FavoriteMacPresenting {
  weak var view: FavoriteMacViewable?
  private let mac: ClassicMac
  private let favorites: FavoriteMacUseCase
  private let coordinator: FavoriteMacCoordinating

  init(mac: ClassicMac, favorites: FavoriteMacUseCase, coordinator: FavoriteMacCoordinating) {
    self.mac = mac
    self.favorites = favorites
    self.coordinator = coordinator
  }

  func viewDidLoad() {
    let isFavorite = favorites.isFavorite(mac)
    view?.show(
      question: isFavorite ? "Remove the \(mac.name) from your favourites?" : "Add the \(mac.name) to your favourites?",
      confirmTitle: isFavorite ? "Remove" : "Add"
    )
  }

  func didConfirm() {
    favorites.setFavorite(!favorites.isFavorite(mac), mac)
    coordinator.finish()
  }

  func didCancel() {
    coordinator.finish()
  }
}
