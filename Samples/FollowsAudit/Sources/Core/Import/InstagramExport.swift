import Foundation

/// The JSON of Instagram's "Download your information" export, as far as Follows Audit reads it. Followers
/// and follows are lists of entries, each holding its username in `string_list_data`.
enum InstagramExport {
  struct Entry: Decodable {
    struct StringData: Decodable {
      let href: String?
      let value: String?
      let timestamp: TimeInterval?
    }

    let title: String?
    let stringListData: [StringData]
  }

  /// `followers_1.json`, `followers_2.json`…: a top-level array of entries.
  typealias FollowersFile = [Entry]

  /// `following.json`: the entries under one key.
  struct FollowingFile: Decodable {
    let relationshipsFollowing: [Entry]
  }

  /// `personal_information.json`: the account's own username.
  struct ProfileFile: Decodable {
    struct Profile: Decodable {
      struct Value: Decodable {
        let value: String
      }

      let stringMapData: [String: Value]
    }

    let profileUser: [Profile]

    var username: String? {
      profileUser.first?.stringMapData["Username"]?.value
    }
  }
}

extension InstagramExport.Entry {
  /// Newer exports put the username in `title` and leave `value` out; older ones use `value`.
  var connection: ImportedConnection? {
    let data = stringListData.first
    guard let username = data?.value ?? title, !username.isEmpty else { return nil }
    return ImportedConnection(username: username, since: data?.timestamp.map(Date.init(timeIntervalSince1970:)))
  }
}
