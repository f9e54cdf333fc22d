import Foundation

struct ClassicMac: Identifiable, Hashable, Codable {
  let id: Int
  let name: String
  let description: String
  let releaseYear: Int
}

struct FavoriteNote: Codable, Equatable {
  var macID: Int
  var text: String
}
