import Core
import Feed
import Profile

let store = MemoryStore()
store.add(Fruit(name: "Apple", ripe: true))
let feed = FeedViewModel(store: store)
let profile = ProfileViewModel(feed: feed)
profile.choose()
print(FeedScreen(model: feed).title)
