import Foundation

public struct ClassicMac: Hashable, Codable, Sendable {
  public let id: Int
  public let name: String
  public let description: String
  public let releaseYear: Int

  public init(id: Int, name: String, description: String, releaseYear: Int) {
    self.id = id
    self.name = name
    self.description = description
    self.releaseYear = releaseYear
  }
}
