import Core
import Testing

@Suite("The bundled catalogue")
struct BundledMacsRepositoryTests {
  @Test func returnsTheCatalogueSortedByName() async throws {
    let macs = try await BundledMacsRepository().fetchMacs()
    #expect(macs.count == BundledMacsRepository.defaultCatalogue.count)
    #expect(macs.map(\.name) == macs.sortedByName().map(\.name))
    #expect(macs.first?.name == "iMac G3")
  }

  @Test func anEmptyCatalogueIsAnError() async {
    await #expect(throws: MacsRepositoryError.emptyCatalogue) {
      try await BundledMacsRepository(catalogue: []).fetchMacs()
    }
  }
}
