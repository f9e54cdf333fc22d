public struct Capture {
  public var frames: [Int] = []

  public mutating func record(_ frame: Int) {
    if frame >= 0 { frames.append(frame) }
  }
}
