import Coordination
import MacDomain

protocol MacDetailsViewable: Viewable {
  func show(title: String, body: String, favoriteButtonTitle: String)
}

protocol MacDetailsPresenting: Presenting {
  func viewWillAppear()
  func didTapFavorite()
}

protocol MacDetailsCoordinating: Coordinating {
  func showFavorite(for mac: ClassicMac, onFinish: @escaping () -> Void)
}
