import Observation

@Observable
final class ItemsListViewModel {
  private let service: ItemsAPIService
  private let store: any ItemsStoring
  var items: [String] = []

  init(service: ItemsAPIService, store: any ItemsStoring) {
    self.service = service
    self.store = store
  }

  func refresh() async {
    items = (try? await service.fetchItems()) ?? []
    try? store.save(items)
  }
}
