import Analytics
import Foundation
import Networking
import Persistence

public enum Flag: String, CaseIterable, Sendable {
  case vintagePriceBadge = "vintage_price_badge"
  case expressCheckout = "express_checkout"
}

/// Remote flags, cached on disk so the first screen does not wait for the network. Many dependencies and one
/// dependent: the most unstable module below Core, and DesignSystem, the most stable one, depends on it.
public final class FeatureFlags: @unchecked Sendable {
  private let client: APIClient
  private let cache: KeyValueStore

  public init(client: APIClient, cache: KeyValueStore = KeyValueStore()) {
    self.client = client
    self.cache = cache
  }

  public func isEnabled(_ flag: Flag) -> Bool {
    cache.bool(forKey: "flag." + flag.rawValue) ?? false
  }

  public func refresh() async throws {
    let remote = try await client.get("flags", as: [String: Bool].self)
    for flag in Flag.allCases {
      cache.set(remote[flag.rawValue] ?? false, forKey: "flag." + flag.rawValue)
    }
    EventLogger.shared.log(AnalyticsEvent("flags_refreshed", parameters: ["count": "\(remote.count)"]))
  }
}
