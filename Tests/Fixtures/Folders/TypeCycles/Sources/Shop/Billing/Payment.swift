final class Payment {
  func refund() -> Order {
    Order()
  }
}
