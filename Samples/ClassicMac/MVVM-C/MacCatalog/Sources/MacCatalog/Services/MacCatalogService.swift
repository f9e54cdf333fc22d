import Foundation

public protocol MacCatalogService: Sendable {
  func allMacs() async throws -> [ClassicMac]
}

/// Reads the catalogue from a JSON file, bundled or downloaded earlier.
public struct JSONFileMacCatalogService: MacCatalogService {
  private let fileURL: URL

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func allMacs() async throws -> [ClassicMac] {
    let data = try Data(contentsOf: fileURL)
    return try JSONDecoder().decode([ClassicMac].self, from: data).sorted { $0.releaseYear < $1.releaseYear }
  }
}
