import Foundation

protocol MacDetailsViewProtocol: AnyObject {
  func show(_ viewModel: MacDetailsViewModel)
  func showError(_ message: String)
}

protocol MacDetailsPresenterProtocol: AnyObject {
  func viewWillAppear()
  func didTapFavorite()
}

protocol MacDetailsInteractorInputProtocol: AnyObject {
  func loadSpecification()
  func isFavorite() -> Bool
}

protocol MacDetailsInteractorOutputProtocol: AnyObject {
  func didLoad(_ specification: MacSpecification)
  func didFailToLoad(_ error: Error)
}

protocol MacDetailsRouterProtocol: AnyObject {
  func presentFavorite(macID: Int, macName: String, onFinish: @escaping () -> Void)
}

struct MacDetailsViewModel: Equatable {
  let title: String
  let facts: [String]
  let favoriteButtonTitle: String
}
