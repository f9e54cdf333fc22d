import Foundation
import Networking
import Testing

@Test func clientKeepsItsBaseURL() throws {
  let base = try #require(URL(string: "https://api.retromarket.example/v1"))
  #expect(APIClient(baseURL: base).baseURL == base)
}

@Test func statusErrorsCompareByCode() {
  #expect(APIError.status(404) == .status(404))
  #expect(APIError.status(404) != .status(500))
}
