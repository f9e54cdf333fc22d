import LayoutKit

public final class Card: LayoutView {
  public func place() {
    lk.pin(inset: 8)
  }
}
