import CartAPI

public struct Cart: Basket {
  public var items: [String] = []
  public init() {}
}
