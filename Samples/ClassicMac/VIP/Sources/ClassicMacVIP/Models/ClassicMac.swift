import Foundation

struct ClassicMac: Codable, Equatable {
  let id: Int
  let name: String
  let description: String
  let releaseYear: Int
  let imageURL: String?

  enum CodingKeys: String, CodingKey {
    case id, name, description
    case releaseYear = "release_year"
    case imageURL = "image_url"
  }
}

enum NetworkError: Error, Equatable {
  case invalidURL
  case noData
  case status(Int)
}
