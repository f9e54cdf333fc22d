import Foundation

protocol MacsListPresentationLogic {
  func presentMacs(response: MacsList.FetchMacs.Response)
  func presentError(response: MacsList.PresentError.Response)
}

final class MacsListPresenter: MacsListPresentationLogic {
  // Weak: the view controller owns the interactor, which owns this presenter.
  weak var viewController: MacsListDisplayLogic?

  func presentMacs(response: MacsList.FetchMacs.Response) {
    let displayed = response.macs.map { mac in
      MacsList.DisplayedMac(title: mac.name, subtitle: "Released in \(mac.releaseYear)",
                            isFavorite: response.favoriteIDs.contains(mac.id))
    }
    viewController?.displayMacs(viewModel: .init(displayedMacs: displayed))
  }

  func presentError(response: MacsList.PresentError.Response) {
    let message: String
    switch response.error {
    case NetworkError.status(let code) where code >= 500:
      message = "The catalogue server is down. Try again later."
    default:
      message = "The catalogue could not be loaded."
    }
    viewController?.displayError(viewModel: .init(message: message))
  }
}
