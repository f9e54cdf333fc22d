import Foundation
import ShareClientInterface

public final class LiveShareAdapter: ShareAdapter {
  private var shared: [String] = []

  public init() {}

  public func canShare() -> Bool { !shared.contains("blocked") }

  public func share(_ items: [URL], subject: String?) async throws -> String? {
    guard !items.isEmpty else { return nil }
    shared.append(subject ?? items[0].lastPathComponent)
    return shared.last
  }

  public func recentTargets(limit: Int) -> [String] { Array(shared.suffix(limit)) }

  public func dismiss() async { shared.removeAll() }
}
