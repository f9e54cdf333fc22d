import Analytics
import Foundation
import Session
import Testing

@Test func eventsAreTaggedWithTheSignedInListener() {
  let session = SessionStore(credentials: Credentials(listenerID: "L-7", token: "t", expiresAt: .distantFuture))
  let tracker = AnalyticsTracker(sessionStore: session)
  tracker.track(.episodePlayed(id: "e1"))
  session.signOut()
  tracker.track(.episodePlayed(id: "e2"))

  #expect(tracker.pending.map(\.listenerID) == ["L-7", nil])
  #expect(tracker.drain().map(\.name) == ["episode_played", "episode_played"])
  #expect(tracker.pending.isEmpty)
}
