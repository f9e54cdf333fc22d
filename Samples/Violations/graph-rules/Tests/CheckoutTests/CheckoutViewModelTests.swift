import Checkout
import Core
import Foundation
import Networking
import Testing

@MainActor
@Test func orderNeedsAPostcode() throws {
  let listing = Listing(id: "zx", title: "ZX Spectrum 48K", yearOfManufacture: 1982, priceInCents: 12_000, sellerName: "Lee")
  let client = APIClient(baseURL: try #require(URL(string: "https://api.retromarket.example/v1")))
  let viewModel = CheckoutViewModel(listing: listing, client: client)
  #expect(!viewModel.canPlaceOrder)
  viewModel.shippingPostcode = "D02 X285"
  #expect(viewModel.canPlaceOrder)
}
