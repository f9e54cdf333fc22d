import Foundation

protocol FavoriteMacPresentationLogic {
  func presentQuestion(response: FavoriteMac.Load.Response)
}

final class FavoriteMacPresenter: FavoriteMacPresentationLogic {
  weak var viewController: FavoriteMacDisplayLogic?

  func presentQuestion(response: FavoriteMac.Load.Response) {
    viewController?.displayQuestion(viewModel: .init(
      question: response.isFavorite ? "Remove the \(response.macName) from your favourites?"
                                    : "Add the \(response.macName) to your favourites?",
      confirmTitle: response.isFavorite ? "Remove" : "Add"
    ))
  }
}
