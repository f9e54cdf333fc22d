import Foundation

protocol MacDetailsPresentationLogic {
  func presentMac(response: MacDetails.ShowMac.Response)
}

final class MacDetailsPresenter: MacDetailsPresentationLogic {
  weak var viewController: MacDetailsDisplayLogic?

  func presentMac(response: MacDetails.ShowMac.Response) {
    let age = response.currentYear - response.mac.releaseYear
    viewController?.displayMac(viewModel: .init(
      title: response.mac.name,
      body: response.mac.description,
      age: age <= 0 ? "New this year" : "\(age) years old",
      favoriteButtonTitle: response.isFavorite ? "Remove from Favourites" : "Add to Favourites"
    ))
  }
}
