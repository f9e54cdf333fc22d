import Foundation

public struct ClassicMac: Identifiable, Hashable, Codable, Sendable {
  public let id: String
  public let name: String
  public let description: String
  public let releaseYear: Int

  public init(id: String, name: String, description: String, releaseYear: Int) {
    self.id = id
    self.name = name
    self.description = description
    self.releaseYear = releaseYear
  }
}
