import Foundation
import Networking

public struct Credentials: Equatable, Sendable {
  public var listenerID: String
  public var token: String
  public var expiresAt: Date

  public init(listenerID: String, token: String, expiresAt: Date) {
    self.listenerID = listenerID
    self.token = token
    self.expiresAt = expiresAt
  }
}

/// Holds the signed-in listener and refreshes the token through the API, which closes the
/// Networking -> Analytics -> Session -> Networking cycle.
public final class SessionStore {
  public private(set) var credentials: Credentials?
  public weak var client: HTTPClient?

  public init(credentials: Credentials? = nil) {
    self.credentials = credentials
  }

  public var currentListenerID: String? { credentials?.listenerID }

  public func needsRefresh(now: Date = Date(), margin: TimeInterval = 60) -> Bool {
    guard let credentials else { return false }
    return credentials.expiresAt.timeIntervalSince(now) < margin
  }

  public func refresh() async throws {
    guard let client, let credentials else { return }
    let data = try await client.data(for: HTTPRequest(path: "session/refresh", method: "POST"))
    let token = String(decoding: data, as: UTF8.self)
    self.credentials = Credentials(listenerID: credentials.listenerID, token: token,
                                   expiresAt: Date().addingTimeInterval(3600))
  }

  public func signOut() {
    credentials = nil
  }
}
