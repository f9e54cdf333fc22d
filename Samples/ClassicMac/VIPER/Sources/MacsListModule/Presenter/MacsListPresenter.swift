import Foundation

final class MacsListPresenter: MacsListPresenterProtocol, MacsListInteractorOutputProtocol {
  weak var view: MacsListViewProtocol?
  private let interactor: MacsListInteractorInputProtocol
  private let router: MacsListRouterProtocol
  private(set) var macs: [MacSummary] = []

  init(interactor: MacsListInteractorInputProtocol, router: MacsListRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  func viewDidLoad() {
    interactor.fetchMacs()
  }

  func didSelectRow(at index: Int) {
    guard macs.indices.contains(index) else { return }
    router.presentDetails(ofMacWithID: macs[index].id)
  }

  func didFetch(_ macs: [MacSummary]) {
    self.macs = macs
    view?.show(rows: macs.map { MacsListRowViewModel(title: $0.name, subtitle: "Released in \($0.releaseYear)") })
  }

  func didFailToFetch(_ error: Error) {
    view?.showError("The catalogue could not be loaded. Pull to try again.")
  }
}
