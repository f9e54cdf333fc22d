import Analytics
import Foundation

public struct HTTPRequest: Equatable, Sendable {
  public var path: String
  public var method: String

  public init(path: String, method: String = "GET") {
    self.path = path
    self.method = method
  }
}

/// Sends requests to the podcast API and reports how long each took.
public final class HTTPClient {
  private let baseURL: URL
  private let session: URLSession
  // The cycle starts here: timing every request through Analytics, which needs Session, which needs us.
  private let tracker: AnalyticsTracker

  public init(baseURL: URL, session: URLSession = .shared, tracker: AnalyticsTracker) {
    self.baseURL = baseURL
    self.session = session
    self.tracker = tracker
  }

  public func url(for request: HTTPRequest) -> URL {
    baseURL.appendingPathComponent(request.path)
  }

  public func data(for request: HTTPRequest) async throws -> Data {
    var urlRequest = URLRequest(url: url(for: request))
    urlRequest.httpMethod = request.method
    let start = Date()
    let (data, _) = try await session.data(for: urlRequest)
    tracker.track(.requestFinished(path: request.path, milliseconds: Int(Date().timeIntervalSince(start) * 1000)))
    return data
  }
}
