import Catalog
import Testing

@Test func theSampleHasTwoBooks() {
  #expect(Library.sample.books.count == 2)
}
