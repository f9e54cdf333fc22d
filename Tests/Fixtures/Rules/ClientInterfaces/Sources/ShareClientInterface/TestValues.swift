import Foundation

extension ShareClient {
  public static let testValue = Self(adapter: NoShareAdapter())
  public static let previewValue = Self(adapter: NoShareAdapter())
}

/// The test value's adapter: shares nothing.
final class NoShareAdapter: ShareAdapter {
  func canShare() -> Bool {
    return false
  }

  func share(_ items: [URL], subject: String?) async throws -> String? {
    nil
  }

  func recentTargets(limit: Int) -> [String] {
    return []
  }

  func dismiss() async {}
}
