import Foundation

extension Collection where Element == String {
  /// Alphabetical, ignoring case, so `Anna` and `anna_b` sit together.
  public func sortedUsernames() -> [String] {
    sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
  }

  /// The usernames that contain the search text, or all of them for an empty search.
  public func matching(_ searchText: String) -> [String] {
    let query = searchText.normalizedUsername
    guard !query.isEmpty else { return Array(self) }
    return filter { $0.localizedCaseInsensitiveContains(query) }
  }
}
