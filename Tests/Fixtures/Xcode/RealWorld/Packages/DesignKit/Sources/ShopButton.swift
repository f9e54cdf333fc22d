import Tokens

public struct ShopButton {
  let color = Palette.accent
  public init() {}
}
