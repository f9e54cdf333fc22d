import Core
import Foundation

enum Fixtures {
  static func export(
    _ username: String = "ada",
    followers: [String],
    following: [String]
  ) -> ImportedExport {
    ImportedExport(
      username: username,
      followers: followers.map { ImportedConnection(username: $0) },
      following: following.map { ImportedConnection(username: $0) }
    )
  }

  static func snapshot(id: Int64, followers: Set<String>, following: Set<String>) -> Snapshot {
    Snapshot(
      summary: ReportSummary(
        id: id,
        accountID: 1,
        importedAt: Date(timeIntervalSince1970: TimeInterval(id) * 86_400),
        followersCount: followers.count,
        followingCount: following.count
      ),
      followers: followers,
      following: following
    )
  }

  /// Writes an export folder the way Instagram lays it out, and returns it.
  static func writeExportFolder(followers: [String], following: [String], username: String?) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let connections = folder.appendingPathComponent("connections/followers_and_following")
    try FileManager.default.createDirectory(at: connections, withIntermediateDirectories: true)

    func entry(_ username: String) -> [String: Any] {
      ["title": "", "media_list_data": [],
       "string_list_data": [["href": "https://www.instagram.com/\(username)", "value": username, "timestamp": 1_700_000_000]]]
    }
    try JSONSerialization.data(withJSONObject: followers.map(entry))
      .write(to: connections.appendingPathComponent("followers_1.json"))
    try JSONSerialization.data(withJSONObject: ["relationships_following": following.map(entry)])
      .write(to: connections.appendingPathComponent("following.json"))
    if let username {
      let profile = folder.appendingPathComponent("personal_information/personal_information")
      try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
      try JSONSerialization.data(withJSONObject: [
        "profile_user": [["string_map_data": ["Username": ["value": username]]]],
      ])
      .write(to: profile.appendingPathComponent("personal_information.json"))
    }
    return folder
  }
}
