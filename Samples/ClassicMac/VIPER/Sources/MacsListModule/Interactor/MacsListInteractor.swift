import CatalogAPI
import Foundation

final class MacsListInteractor: MacsListInteractorInputProtocol {
  weak var output: MacsListInteractorOutputProtocol?
  private let api: CatalogAPI

  init(api: CatalogAPI) {
    self.api = api
  }

  func fetchMacs() {
    Task { @MainActor [api, weak self] in
      do {
        let summaries = try await api.records().map(MacSummary.init(record:))
        self?.output?.didFetch(summaries.sorted { $0.releaseYear < $1.releaseYear })
      } catch {
        self?.output?.didFailToFetch(error)
      }
    }
  }
}
