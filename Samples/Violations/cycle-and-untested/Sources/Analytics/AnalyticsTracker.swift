import Foundation
import Session

public enum AnalyticsEvent: Equatable {
  case requestFinished(path: String, milliseconds: Int)
  case episodePlayed(id: String)
  case downloadDeleted(id: String)

  public var name: String {
    switch self {
    case .requestFinished: return "request_finished"
    case .episodePlayed: return "episode_played"
    case .downloadDeleted: return "download_deleted"
    }
  }
}

/// Buffers events tagged with the signed-in listener, to be uploaded in batches.
public final class AnalyticsTracker {
  public private(set) var pending: [(event: AnalyticsEvent, listenerID: String?)] = []
  private let sessionStore: SessionStore

  public init(sessionStore: SessionStore) {
    self.sessionStore = sessionStore
  }

  public func track(_ event: AnalyticsEvent) {
    pending.append((event, sessionStore.currentListenerID))
  }

  public func drain() -> [AnalyticsEvent] {
    defer { pending.removeAll() }
    return pending.map(\.event)
  }
}
