import Core
import Testing

@Test func listingPriceTagCarriesTheYear() {
  let listing = Listing(id: "bbc-micro", title: "BBC Micro Model B", yearOfManufacture: 1981,
                        priceInCents: 34_000, sellerName: "Ada")
  #expect(listing.priceTag.yearOfManufacture == 1981)
  #expect(listing.priceTag.amountInCents == 34_000)
}
