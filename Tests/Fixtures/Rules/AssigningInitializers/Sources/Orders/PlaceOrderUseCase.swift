import CommonModels

/// What placing an order does, implemented by the data layer.
public protocol PlaceOrderUseCase {
  func execute(order: Order) async throws
}
