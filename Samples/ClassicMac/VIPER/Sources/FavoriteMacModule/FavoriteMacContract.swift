import Foundation

protocol FavoriteMacViewProtocol: AnyObject {
  func show(question: String, confirmTitle: String)
}

protocol FavoriteMacPresenterProtocol: AnyObject {
  func viewDidLoad()
  func didConfirm()
  func didCancel()
}

protocol FavoriteMacInteractorInputProtocol: AnyObject {
  func currentEntry() -> FavoriteEntry
  func toggle() -> FavoriteEntry
}

protocol FavoriteMacRouterProtocol: AnyObject {
  func dismiss()
}
