import Core
import Feed

struct FeedViewModelChecks {
  func ripeFruitIsShown() -> Bool {
    let store = MemoryStore()
    store.add(Fruit(name: "Cherry", ripe: true))
    let model = FeedViewModel(store: store)
    model.refresh()
    return model.shown.count == 1
  }
}
