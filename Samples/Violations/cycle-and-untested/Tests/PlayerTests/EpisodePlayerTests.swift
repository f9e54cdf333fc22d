import Foundation
import Player
import Testing

@Test func episodesThatWereNotDownloadedStreamFromTheNetwork() throws {
  let player = EpisodePlayer(directory: FileManager.default.temporaryDirectory)
  let episode = Episode(id: "e9", title: "The SE/30 at 35", remoteURL: try #require(URL(string: "https://cdn.example.com/e9.m4a")))

  player.play(episode)
  #expect(player.sourceURL == episode.remoteURL)
  player.stop()
  #expect(player.nowPlaying == nil)
}
