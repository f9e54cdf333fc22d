import Downloads
import Foundation

public struct Episode: Equatable, Sendable {
  public var id: String
  public var title: String
  public var remoteURL: URL

  public init(id: String, title: String, remoteURL: URL) {
    self.id = id
    self.title = title
    self.remoteURL = remoteURL
  }
}

/// Plays an episode from disk when it was downloaded, from the network otherwise.
public final class EpisodePlayer {
  public private(set) var nowPlaying: Episode?
  public private(set) var sourceURL: URL?
  private let library: DownloadLibrary

  public init(library: DownloadLibrary) {
    self.library = library
  }

  /// A player over the downloads kept in `directory`.
  public convenience init(directory: URL) {
    self.init(library: DownloadLibrary(directory: directory))
  }

  public func play(_ episode: Episode) {
    nowPlaying = episode
    sourceURL = library.localFile(forEpisodeID: episode.id) ?? episode.remoteURL
  }

  public func stop() {
    nowPlaying = nil
    sourceURL = nil
  }
}
