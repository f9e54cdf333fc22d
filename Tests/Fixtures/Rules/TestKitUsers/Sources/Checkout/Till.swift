import Payments

public struct Till {
  public var payments: [Payment] = []

  public init(payments: [Payment] = []) {
    self.payments = payments
  }

  public var takings: Int { payments.reduce(0) { $0 + $1.charged } }
}
