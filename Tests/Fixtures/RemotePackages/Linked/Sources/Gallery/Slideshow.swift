public final class Slideshow {
  var pending: [String] = []

  public init() {}

  public func advance() {
    settle()
    debugPrint("slides left", pending.count)
  }

  func settle() {
    if !pending.isEmpty { pending.removeFirst() }
  }
}

public struct Frame {
  public let show = Slideshow()

  public func play() {
    show.settle()
  }
}
