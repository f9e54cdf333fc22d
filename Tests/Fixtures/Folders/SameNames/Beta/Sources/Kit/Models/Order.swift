public struct Order {
  public var total: Int
}
