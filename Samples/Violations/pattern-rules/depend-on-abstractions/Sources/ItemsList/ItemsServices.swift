import Foundation

protocol ItemsFetching {
  func fetchItems() async throws -> [String]
}

protocol ItemsStoring {
  func save(_ items: [String]) throws
}

final class ItemsAPIService: ItemsFetching {
  func fetchItems() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/items")!)
    return try JSONDecoder().decode([String].self, from: data)
  }
}

final class ItemsFileStore: ItemsStoring {
  func save(_ items: [String]) throws {}
}
