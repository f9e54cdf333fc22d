public struct ShopButton {
  public init() {}
}
