public struct Payment: Equatable {
  public var cents: Int
  public var refunded: Bool

  public init(cents: Int, refunded: Bool = false) {
    self.cents = cents
    self.refunded = refunded
  }

  public var charged: Int { refunded ? 0 : cents }

  public func refund() -> Payment {
    Payment(cents: cents, refunded: true)
  }
}
