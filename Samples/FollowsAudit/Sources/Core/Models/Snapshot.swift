import Foundation

/// A report with its usernames: who followed the account and whom it followed when the export was made.
public struct Snapshot: Hashable, Sendable {
  public let summary: ReportSummary
  public let followers: Set<String>
  public let following: Set<String>

  public init(summary: ReportSummary, followers: Set<String>, following: Set<String>) {
    self.summary = summary
    self.followers = followers
    self.following = following
  }

  /// Accounts that follow and are followed back.
  public var mutuals: Set<String> { followers.intersection(following) }

  /// Accounts the user follows that do not follow back.
  public var notFollowingBack: Set<String> { following.subtracting(followers) }

  /// Accounts that follow the user, who does not follow them back.
  public var fans: Set<String> { followers.subtracting(following) }
}
