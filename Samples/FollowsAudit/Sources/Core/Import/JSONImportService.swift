import Foundation

/// Reads an export the user picked. The import screen depends on this protocol, so its tests need no files.
public protocol ImportService {
  func importExport(at folder: URL) async throws -> ImportedExport
}

/// Reads the JSON files of an Instagram export folder with `FileManager` and `JSONDecoder`. The work runs off
/// the main actor: a large account's files are several megabytes.
public struct JSONImportService: ImportService {
  private let fileManager: FileManager

  public init(fileManager: FileManager = .default) {
    self.fileManager = fileManager
  }

  public func importExport(at folder: URL) async throws -> ImportedExport {
    // Folders picked in the Files app are outside the sandbox until the app asks for access.
    let isScoped = folder.startAccessingSecurityScopedResource()
    defer { if isScoped { folder.stopAccessingSecurityScopedResource() } }
    guard fileManager.isReadableFile(atPath: folder.path) else { throw ImportError.noPermission }

    let files = try jsonFiles(in: folder)
    let followerFiles = files.filter { $0.lastPathComponent.hasPrefix("followers_") }
    guard !followerFiles.isEmpty else { throw ImportError.missingFollowers }
    guard let profileFile = files.first(where: { $0.lastPathComponent == "personal_information.json" }),
          let username = try decode(InstagramExport.ProfileFile.self, from: profileFile).username
    else { throw ImportError.missingProfile }

    let followers = try followerFiles
      .flatMap { try decode(InstagramExport.FollowersFile.self, from: $0) }
      .compactMap(\.connection)
    let following = try files
      .filter { $0.lastPathComponent == "following.json" }
      .flatMap { try decode(InstagramExport.FollowingFile.self, from: $0).relationshipsFollowing }
      .compactMap(\.connection)
    return ImportedExport(username: username, followers: followers.uniqued(), following: following.uniqued())
  }

  /// Every JSON file below the folder: exports nest them in `connections/followers_and_following/`.
  private func jsonFiles(in folder: URL) throws -> [URL] {
    guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
      throw ImportError.unreadableFile(name: folder.lastPathComponent)
    }
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  private func decode<Value: Decodable>(_ type: Value.Type, from file: URL) throws -> Value {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
      return try decoder.decode(type, from: Data(contentsOf: file))
    } catch {
      throw ImportError.unreadableFile(name: file.lastPathComponent)
    }
  }
}

private extension Array where Element == ImportedConnection {
  /// Exports split across files repeat an entry now and then; the first occurrence wins.
  func uniqued() -> [ImportedConnection] {
    var seen: Set<String> = []
    return filter { seen.insert($0.username).inserted }
  }
}
