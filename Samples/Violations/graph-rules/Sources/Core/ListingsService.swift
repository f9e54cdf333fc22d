import Analytics
import Foundation
import Networking
import Persistence

public protocol ListingsServing: Sendable {
  func listings() async throws -> [Listing]
}

/// Fetches listings from the API and remembers the last successful page for offline launches.
public struct ListingsService: ListingsServing {
  private let client: APIClient
  private let cache: KeyValueStore

  public init(client: APIClient, cache: KeyValueStore = KeyValueStore()) {
    self.client = client
    self.cache = cache
  }

  public func listings() async throws -> [Listing] {
    let listings = try await client.get("listings", as: [Listing].self)
    cache.set(listings.map(\.id), forKey: "listings.lastPage")
    EventLogger.shared.log(AnalyticsEvent("listings_loaded", parameters: ["count": "\(listings.count)"]))
    return listings
  }

  public var lastSeenListingIDs: [String] {
    cache.strings(forKey: "listings.lastPage")
  }
}
