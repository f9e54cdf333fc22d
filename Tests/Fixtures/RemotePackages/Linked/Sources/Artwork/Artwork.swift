import Foundation
import Motion

public enum Artwork {
  case wave
  case nod

  public var caption: String {
    switch self {
    case .wave: "Hello"
    case .nod: "Got it"
    }
  }

  public func makeView() -> MotionView {
    MotionView(named: caption.lowercased(), bundle: .main)
  }

  public func title() -> String {
    caption.uppercased()
  }
}
