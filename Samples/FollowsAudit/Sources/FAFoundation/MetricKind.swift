import Foundation

/// The metrics Follows Audit computes. Each one is a widget on the dashboard and, when tapped, a list of the
/// usernames it counts.
public enum MetricKind: String, CaseIterable, Codable, Hashable, Sendable {
  case followers
  case following
  case mutuals
  /// Accounts the user follows that do not follow back.
  case notFollowingBack
  /// Accounts that follow the user without being followed back.
  case fans
  case newFollowers
  case unfollowers

  public var title: String {
    switch self {
    case .followers: return "Followers"
    case .following: return "Following"
    case .mutuals: return "Mutuals"
    case .notFollowingBack: return "Not Following Back"
    case .fans: return "Fans"
    case .newFollowers: return "New Followers"
    case .unfollowers: return "Unfollowers"
    }
  }

  public var systemImage: String {
    switch self {
    case .followers: return "person.2.fill"
    case .following: return "person.crop.circle.badge.checkmark"
    case .mutuals: return "arrow.left.arrow.right"
    case .notFollowingBack: return "person.crop.circle.badge.xmark"
    case .fans: return "heart.fill"
    case .newFollowers: return "person.badge.plus"
    case .unfollowers: return "person.badge.minus"
    }
  }

  /// Whether a larger value is good news for the user.
  public var higherIsBetter: Bool {
    switch self {
    case .followers, .following, .mutuals, .fans, .newFollowers: return true
    case .notFollowingBack, .unfollowers: return false
    }
  }

  /// The metrics that compare two reports rather than describe one.
  public var needsPreviousReport: Bool {
    self == .newFollowers || self == .unfollowers
  }

  /// The widgets a new account starts with.
  public static let defaultDashboard: [MetricKind] = [.followers, .newFollowers, .unfollowers, .mutuals]
}
