public struct Receipt {
  public var total: Int
}
