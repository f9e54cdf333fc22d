import Analytics
import Foundation
import Networking
import Session
import Testing

@Test func requestPathIsAppendedToTheBaseURL() throws {
  let client = HTTPClient(baseURL: try #require(URL(string: "https://api.example.com/v2")),
                          tracker: AnalyticsTracker(sessionStore: SessionStore()))
  #expect(client.url(for: HTTPRequest(path: "shows/42")).absoluteString == "https://api.example.com/v2/shows/42")
}
