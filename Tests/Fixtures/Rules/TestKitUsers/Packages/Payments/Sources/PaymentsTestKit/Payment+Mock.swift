import Payments

extension Payment {
  public static func mock(cents: Int = 500) -> Payment {
    Payment(cents: cents)
  }
}
