import Foundation

extension Array where Element == ClassicMac {
  /// Alphabetical, the way Finder sorts names ("Macintosh II" before "Macintosh Plus").
  public func sortedByName() -> [ClassicMac] {
    sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
  }

  /// The Macs whose name or description contains every word of the query, ignoring case and accents.
  public func filtered(by query: String) -> [ClassicMac] {
    let words = query.searchWords
    guard !words.isEmpty else { return self }
    return filter { mac in
      let haystack = mac.name + " " + mac.description
      return words.allSatisfy { haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
  }
}
