import Foundation

/// A Macintosh model from Apple's back catalogue, as the list and the details screens show it.
public struct ClassicMac: Identifiable, Hashable, Sendable {
  public let id: UUID
  public let name: String
  public let description: String

  public init(id: UUID = UUID(), name: String, description: String) {
    self.id = id
    self.name = name
    self.description = description
  }
}
