import Foundation

protocol MacsListWorkerProtocol {
  func fetchMacs(completion: @escaping (Result<[ClassicMac], Error>) -> Void)
  func favoriteIDs() -> Set<Int>
}

final class MacsListWorker: MacsListWorkerProtocol {
  private let session: URLSession
  private let defaults: UserDefaults

  init(session: URLSession = .shared, defaults: UserDefaults = .standard) {
    self.session = session
    self.defaults = defaults
  }

  func fetchMacs(completion: @escaping (Result<[ClassicMac], Error>) -> Void) {
    guard let url = URL(string: "https://classicmacs.example.com/api/macs") else {
      completion(.failure(NetworkError.invalidURL))
      return
    }
    session.dataTask(with: url) { data, response, error in
      if let error {
        completion(.failure(error))
        return
      }
      if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        completion(.failure(NetworkError.status(http.statusCode)))
        return
      }
      guard let data else {
        completion(.failure(NetworkError.noData))
        return
      }
      completion(Result { try JSONDecoder().decode([ClassicMac].self, from: data) })
    }.resume()
  }

  func favoriteIDs() -> Set<Int> {
    Set(defaults.array(forKey: "favoriteMacIDs") as? [Int] ?? [])
  }
}
