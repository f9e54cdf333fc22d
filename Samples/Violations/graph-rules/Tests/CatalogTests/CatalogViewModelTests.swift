import Catalog
import Core
import Testing

private struct StubListings: ListingsServing {
  let result: [Listing]
  func listings() async throws -> [Listing] { result }
}

@MainActor
@Test func oldestMachinesComeFirst() async {
  let c64 = Listing(id: "c64", title: "Commodore 64", yearOfManufacture: 1982, priceInCents: 15_000, sellerName: "Jo")
  let pet = Listing(id: "pet", title: "Commodore PET 2001", yearOfManufacture: 1977, priceInCents: 90_000, sellerName: "Al")
  let viewModel = CatalogViewModel(service: StubListings(result: [c64, pet]))
  await viewModel.load()
  #expect(viewModel.rows.map(\.id) == ["pet", "c64"])
  #expect(viewModel.rows.first?.subtitle == "1977 · sold by Al")
}
