import Foundation

/// Plays an animation read from a bundle.
public final class MotionView {
  public let name: String
  public private(set) var isPlaying = false
  public var repeats = false

  public init(named name: String, bundle: Bundle = .main) {
    self.name = name
  }

  public func play() { isPlaying = true }
  public func stop() { isPlaying = false }
}
