import FAFoundation
import Foundation

/// Computes the dashboard's metrics from the latest report of an account and the one before it.
public struct MetricCalculator: Sendable {
  public let latest: Snapshot
  public let previous: Snapshot?

  public init(latest: Snapshot, previous: Snapshot?) {
    self.latest = latest
    self.previous = previous
  }

  public func metric(_ kind: MetricKind) -> CountMetric {
    let previousValue = previous.flatMap { kind.needsPreviousReport ? nil : usernames(kind, in: $0).count }
    return CountMetric(kind: kind, value: usernames(for: kind).count, previousValue: previousValue)
  }

  public func metrics(_ kinds: [MetricKind]) -> [CountMetric] {
    kinds.map(metric)
  }

  /// The usernames a metric counts, sorted the way the lists show them.
  public func usernames(for kind: MetricKind) -> [String] {
    usernames(kind, in: latest).sortedUsernames()
  }

  private func usernames(_ kind: MetricKind, in snapshot: Snapshot) -> Set<String> {
    switch kind {
    case .followers: return snapshot.followers
    case .following: return snapshot.following
    case .mutuals: return snapshot.mutuals
    case .notFollowingBack: return snapshot.notFollowingBack
    case .fans: return snapshot.fans
    case .newFollowers: return ReportComparison(from: previous, to: snapshot).newFollowers
    case .unfollowers: return ReportComparison(from: previous, to: snapshot).unfollowers
    }
  }
}
