import AppKit
import SwiftUI

public enum Channel {
  public static var direct = false
}

open class RelayDelegate: NSObject, NSApplicationDelegate {
  public let state = RelayState()
}

public final class RelayState: ObservableObject {
  @Published public var peers: [String] = []

  public func connect(_ peer: String) {
    guard !peers.contains(peer) else { return }
    peers.append(peer)
  }
}

public struct RelayScene: Scene {
  let state: RelayState

  public init(state: RelayState) {
    self.state = state
  }

  public var body: some Scene {
    WindowGroup { Text(state.peers.isEmpty ? "No peers" : state.peers.joined(separator: ", ")) }
  }
}
