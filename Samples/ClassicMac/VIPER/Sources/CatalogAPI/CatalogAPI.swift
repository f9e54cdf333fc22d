import Foundation

/// The raw catalogue record, as the API sends it. Each module maps it to its own entity.
public struct MacRecord: Codable, Equatable, Sendable {
  public let id: Int
  public let name: String
  public let description: String
  public let releaseYear: Int
  public let cpu: String
  public let ramKilobytes: Int

  public init(id: Int, name: String, description: String, releaseYear: Int, cpu: String, ramKilobytes: Int) {
    self.id = id
    self.name = name
    self.description = description
    self.releaseYear = releaseYear
    self.cpu = cpu
    self.ramKilobytes = ramKilobytes
  }
}

public protocol CatalogAPI: Sendable {
  func records() async throws -> [MacRecord]
  func record(id: Int) async throws -> MacRecord
}

public protocol FavoritesStorage: AnyObject {
  func favoriteIDs() -> Set<Int>
  func setFavoriteIDs(_ ids: Set<Int>)
}

public enum CatalogAPIError: Error, Equatable {
  case notFound(id: Int)
}

public struct HTTPCatalogAPI: CatalogAPI {
  private let baseURL: URL

  public init(baseURL: URL) {
    self.baseURL = baseURL
  }

  public func records() async throws -> [MacRecord] {
    let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("macs"))
    return try JSONDecoder().decode([MacRecord].self, from: data)
  }

  public func record(id: Int) async throws -> MacRecord {
    guard let record = try await records().first(where: { $0.id == id }) else {
      throw CatalogAPIError.notFound(id: id)
    }
    return record
  }
}

public final class UserDefaultsFavoritesStorage: FavoritesStorage {
  private let defaults: UserDefaults

  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  public func favoriteIDs() -> Set<Int> {
    Set(defaults.array(forKey: "favoriteMacIDs") as? [Int] ?? [])
  }

  public func setFavoriteIDs(_ ids: Set<Int>) {
    defaults.set(ids.sorted(), forKey: "favoriteMacIDs")
  }
}
