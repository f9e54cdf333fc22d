import Foundation
import Session
import Testing

@Test func tokenNeedsRefreshInsideTheMargin() {
  let now = Date(timeIntervalSince1970: 1_000_000)
  let store = SessionStore(credentials: Credentials(listenerID: "L-1", token: "t",
                                                    expiresAt: now.addingTimeInterval(30)))
  #expect(store.needsRefresh(now: now, margin: 60))
  #expect(!store.needsRefresh(now: now, margin: 10))
}

@Test func signedOutStoreNeverRefreshes() {
  #expect(!SessionStore().needsRefresh())
}
