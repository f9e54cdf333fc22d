import Core
import Search
import Testing

@MainActor
@Test func everyWordMustAppearInTheTitle() {
  let viewModel = SearchViewModel()
  viewModel.query = "apple ii"
  viewModel.update(listings: [
    Listing(id: "iie", title: "Apple IIe Platinum", yearOfManufacture: 1987, priceInCents: 40_000, sellerName: "Sam"),
    Listing(id: "lisa", title: "Apple Lisa", yearOfManufacture: 1983, priceInCents: 900_000, sellerName: "Kim"),
  ])
  #expect(viewModel.results.map(\.id) == ["iie"])
  #expect(viewModel.summary(maximumPrice: nil) == "1 results")
}
