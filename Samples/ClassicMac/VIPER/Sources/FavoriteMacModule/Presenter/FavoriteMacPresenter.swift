final class FavoriteMacPresenter: FavoriteMacPresenterProtocol {
  weak var view: FavoriteMacViewProtocol?
  private let interactor: FavoriteMacInteractorInputProtocol
  private let router: FavoriteMacRouterProtocol

  init(interactor: FavoriteMacInteractorInputProtocol, router: FavoriteMacRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  func viewDidLoad() {
    let entry = interactor.currentEntry()
    view?.show(
      question: entry.isFavorite ? "Remove the \(entry.macName) from your favourites?"
                                 : "Add the \(entry.macName) to your favourites?",
      confirmTitle: entry.isFavorite ? "Remove" : "Add"
    )
  }

  func didConfirm() {
    _ = interactor.toggle()
    router.dismiss()
  }

  func didCancel() {
    router.dismiss()
  }
}
