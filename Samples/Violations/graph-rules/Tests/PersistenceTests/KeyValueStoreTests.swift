import Foundation
import Persistence
import Testing

@Test func storesAndReadsBackStringsAndBools() throws {
  let suite = "KeyValueStoreTests.\(UUID().uuidString)"
  let defaults = try #require(UserDefaults(suiteName: suite))
  defer { defaults.removePersistentDomain(forName: suite) }
  let store = KeyValueStore(defaults: defaults)

  #expect(store.bool(forKey: "flag") == nil)
  store.set(true, forKey: "flag")
  store.set(["a", "b"], forKey: "ids")
  #expect(store.bool(forKey: "flag") == true)
  #expect(store.strings(forKey: "ids") == ["a", "b"])
}
