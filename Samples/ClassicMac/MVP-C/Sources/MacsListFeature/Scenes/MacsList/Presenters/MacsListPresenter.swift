import Foundation
import MacDomain

final class MacsListPresenter: MacsListPresenting {
  weak var view: MacsListViewable?
  private let coordinator: MacsListCoordinating
  private let fetchMacs: FetchMacsUseCase
  private(set) var macs: [ClassicMac] = []

  init(coordinator: MacsListCoordinating, fetchMacs: FetchMacsUseCase) {
    self.coordinator = coordinator
    self.fetchMacs = fetchMacs
  }

  var numberOfMacs: Int { macs.count }

  func mac(at index: Int) -> ClassicMac {
    macs[index]
  }

  func viewDidLoad() {
    Task { @MainActor in await load() }
  }

  @MainActor
  func load() async {
    do {
      macs = try await fetchMacs.execute()
      view?.showMacs()
    } catch {
      view?.showError("The catalogue could not be loaded.")
    }
  }

  func didSelectMac(at index: Int) {
    guard macs.indices.contains(index) else { return }
    coordinator.showDetails(of: macs[index])
  }
}
