import Foundation

/// One username of an export, with when the relationship started if the export says.
public struct ImportedConnection: Hashable, Sendable {
  public let username: String
  public let since: Date?

  public init(username: String, since: Date? = nil) {
    self.username = username.normalizedUsername
    self.since = since
  }
}

/// What an export contains once decoded: the account it belongs to, its followers and the accounts it follows.
public struct ImportedExport: Hashable, Sendable {
  public let username: String
  public let followers: [ImportedConnection]
  public let following: [ImportedConnection]

  public init(username: String, followers: [ImportedConnection], following: [ImportedConnection]) {
    self.username = username.normalizedUsername
    self.followers = followers
    self.following = following
  }
}

public enum ImportError: Error, Equatable {
  /// The folder has no followers file: probably not an Instagram export, or one in HTML format.
  case missingFollowers
  case missingProfile
  case unreadableFile(name: String)
  case noPermission
}
