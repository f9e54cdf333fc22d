import Foundation

final class MacDetailsPresenter: MacDetailsPresenterProtocol, MacDetailsInteractorOutputProtocol {
  weak var view: MacDetailsViewProtocol?
  private let interactor: MacDetailsInteractorInputProtocol
  private let router: MacDetailsRouterProtocol
  private var specification: MacSpecification?

  init(interactor: MacDetailsInteractorInputProtocol, router: MacDetailsRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  func viewWillAppear() {
    interactor.loadSpecification()
  }

  func didTapFavorite() {
    guard let specification else { return }
    router.presentFavorite(macID: specification.id, macName: specification.name) { [weak self] in
      self?.render()
    }
  }

  func didLoad(_ specification: MacSpecification) {
    self.specification = specification
    render()
  }

  func didFailToLoad(_ error: Error) {
    view?.showError("This Mac could not be loaded.")
  }

  private func render() {
    guard let specification else { return }
    view?.show(MacDetailsViewModel(
      title: specification.name,
      facts: [specification.description, "Released: \(specification.releaseYear)",
              "Processor: \(specification.cpu)", "Memory: \(specification.formattedRAM)"],
      favoriteButtonTitle: interactor.isFavorite() ? "Remove from Favourites" : "Add to Favourites"
    ))
  }
}
