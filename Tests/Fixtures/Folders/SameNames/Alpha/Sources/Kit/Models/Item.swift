public struct Item {
  public var title: String
}
