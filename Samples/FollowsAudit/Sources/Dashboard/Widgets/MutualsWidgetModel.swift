import Core
import Foundation

/// Mutual follows, and how large a share of the followers they are.
public struct MutualsWidgetModel: Hashable {
  public let mutuals: CountMetric
  public let followers: CountMetric

  public init(mutuals: CountMetric, followers: CountMetric) {
    self.mutuals = mutuals
    self.followers = followers
  }

  /// Between 0 and 1; 0 for an account without followers.
  public var reciprocity: Double {
    guard followers.value > 0 else { return 0 }
    return Double(mutuals.value) / Double(followers.value)
  }

  public var reciprocityDescription: String {
    "\(reciprocity.formatted(.percent.precision(.fractionLength(0)))) of followers"
  }
}
