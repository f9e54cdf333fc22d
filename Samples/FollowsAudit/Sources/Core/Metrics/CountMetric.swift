import FAFoundation
import Foundation

/// A metric that counts usernames: followers, mutuals, unfollowers and the rest.
public struct CountMetric: PrimitiveMetric, Hashable {
  public let kind: MetricKind
  public let value: Int
  public let previousValue: Int?

  public init(kind: MetricKind, value: Int, previousValue: Int? = nil) {
    self.kind = kind
    self.value = value
    self.previousValue = previousValue
  }
}
