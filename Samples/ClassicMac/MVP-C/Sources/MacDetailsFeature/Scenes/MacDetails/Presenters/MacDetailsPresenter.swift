import Foundation
import MacDomain

final class MacDetailsPresenter: MacDetailsPresenting {
  weak var view: MacDetailsViewable?
  private let mac: ClassicMac
  private let favorites: FavoriteMacUseCase
  private let coordinator: MacDetailsCoordinating

  init(mac: ClassicMac, favorites: FavoriteMacUseCase, coordinator: MacDetailsCoordinating) {
    self.mac = mac
    self.favorites = favorites
    self.coordinator = coordinator
  }

  func viewDidLoad() {
    render()
  }

  func viewWillAppear() {
    render()
  }

  func didTapFavorite() {
    coordinator.showFavorite(for: mac) { [weak self] in self?.render() }
  }

  private func render() {
    view?.show(
      title: mac.name,
      body: "\(mac.description)\n\nReleased in \(mac.releaseYear).",
      favoriteButtonTitle: favorites.isFavorite(mac) ? "Remove from Favourites" : "Add to Favourites"
    )
  }
}
