import Foundation

struct ClassicMac: Codable, Hashable {
  let id: Int
  let name: String
  let description: String
  let releaseYear: Int
  let processor: String

  var subtitle: String {
    "\(releaseYear) · \(processor)"
  }
}
