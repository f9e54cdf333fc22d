import Foundation

protocol MacsFetching {
  func fetchMacs() async throws -> [ClassicMac]
}

struct MacsAPI: MacsFetching {
  var baseURL = URL(string: "https://classicmacs.example.com/api")!
  var session: URLSession = .shared

  func fetchMacs() async throws -> [ClassicMac] {
    let (data, response) = try await session.data(from: baseURL.appendingPathComponent("macs"))
    guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
      throw URLError(.badServerResponse)
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode([ClassicMac].self, from: data)
  }
}
