import Foundation

/// A collector of classic Macs.
public struct User: Equatable, Hashable, Codable, Sendable {
  public let id: UUID
  public var displayName: String
  public var collection: [String]
  public var joinedAt: Date

  public init(id: UUID = UUID(), displayName: String, collection: [String], joinedAt: Date) {
    self.id = id
    self.displayName = displayName
    self.collection = collection
    self.joinedAt = joinedAt
  }
}
