import Toolkit

public final class StoryPage {
  let card = Card()

  public func layout(compact: Bool) {
    card.lk.pin(inset: compact ? 4 : 16)
    debugPrint("story laid out", compact)
  }
}
