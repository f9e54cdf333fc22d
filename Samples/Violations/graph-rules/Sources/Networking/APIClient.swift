import Analytics
import Foundation

public enum APIError: Error, Equatable {
  case status(Int)
}

/// The marketplace's JSON API. It logs every call's status, but the manifest never declared Analytics for
/// this target: it only builds because Xcode happens to build Analytics first.
public struct APIClient: Sendable {
  public var baseURL: URL
  private let session: URLSession

  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func get<Response: Decodable>(_ path: String, as type: Response.Type) async throws -> Response {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = HTTPMethod.get.rawValue
    return try await send(request, as: type)
  }

  public func post<Body: Encodable, Response: Decodable>(
    _ path: String, body: Body, as type: Response.Type
  ) async throws -> Response {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = HTTPMethod.post.rawValue
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(body)
    return try await send(request, as: type)
  }

  private func send<Response: Decodable>(_ request: URLRequest, as type: Response.Type) async throws -> Response {
    let (data, response) = try await session.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    EventLogger.shared.log(AnalyticsEvent("api_call", parameters: ["path": request.url?.path ?? "", "status": "\(status)"]))
    guard (200..<300).contains(status) else { throw APIError.status(status) }
    return try JSONDecoder().decode(Response.self, from: data)
  }
}
