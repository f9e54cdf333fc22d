import Foundation

/// One gear of the list presenter: getting the catalogue, sorted the way every screen shows it.
public protocol FetchMacsUseCase {
  func execute() async throws -> [ClassicMac]
}

public struct RemoteFetchMacsUseCase: FetchMacsUseCase {
  private let url: URL
  private let session: URLSession

  public init(url: URL, session: URLSession = .shared) {
    self.url = url
    self.session = session
  }

  public func execute() async throws -> [ClassicMac] {
    let (data, _) = try await session.data(from: url)
    return try JSONDecoder().decode([ClassicMac].self, from: data).sorted { $0.releaseYear < $1.releaseYear }
  }
}
