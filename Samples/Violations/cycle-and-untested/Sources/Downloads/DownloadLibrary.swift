import Foundation
import Networking
import Player

/// The episodes saved for offline listening. Deleting the one that is playing has to stop the player, and
/// that back-reference is the Player <-> Downloads cycle. Nobody wrote tests for this module.
public final class DownloadLibrary {
  private var files: [String: URL] = [:]
  private let directory: URL
  public weak var player: EpisodePlayer?

  public init(directory: URL) {
    self.directory = directory
  }

  public func localFile(forEpisodeID id: String) -> URL? {
    files[id]
  }

  public func download(episodeID id: String, with client: HTTPClient) async throws {
    let data = try await client.data(for: HTTPRequest(path: "episodes/\(id)/audio"))
    let destination = directory.appendingPathComponent("\(id).m4a")
    try data.write(to: destination, options: .atomic)
    files[id] = destination
  }

  public func delete(episodeID id: String) throws {
    guard let url = files.removeValue(forKey: id) else { return }
    if player?.nowPlaying?.id == id {
      player?.stop()
    }
    try FileManager.default.removeItem(at: url)
  }
}
