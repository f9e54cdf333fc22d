import Foundation

/// What changed between two reports of one account.
public struct ReportComparison: Hashable, Sendable {
  public let newFollowers: Set<String>
  public let unfollowers: Set<String>
  public let newFollowing: Set<String>
  public let unfollowed: Set<String>

  /// Compares `newer` with the report before it. Without an older report nothing has changed yet: the first
  /// import of an account does not count every follower as new.
  public init(from older: Snapshot?, to newer: Snapshot) {
    guard let older else {
      self.newFollowers = []
      self.unfollowers = []
      self.newFollowing = []
      self.unfollowed = []
      return
    }
    self.newFollowers = newer.followers.subtracting(older.followers)
    self.unfollowers = older.followers.subtracting(newer.followers)
    self.newFollowing = newer.following.subtracting(older.following)
    self.unfollowed = older.following.subtracting(newer.following)
  }

  public var isEmpty: Bool {
    newFollowers.isEmpty && unfollowers.isEmpty && newFollowing.isEmpty && unfollowed.isEmpty
  }

  /// Followers gained minus followers lost.
  public var netFollowerChange: Int { newFollowers.count - unfollowers.count }
}
