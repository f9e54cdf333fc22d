import Foundation

/// What the app asks of the system share sheet, behind a protocol the live module implements.
public protocol ShareAdapter {
  func canShare() -> Bool
  func share(_ items: [URL], subject: String?) async throws -> String?
  func recentTargets(limit: Int) -> [String]
  func dismiss() async
}

public struct ShareClient {
  public var adapter: ShareAdapter

  public init(adapter: ShareAdapter) {
    self.adapter = adapter
  }
}
