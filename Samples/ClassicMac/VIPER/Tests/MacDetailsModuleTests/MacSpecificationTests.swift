import CatalogAPI
import XCTest
@testable import MacDetailsModule

final class MacSpecificationTests: XCTestCase {
  private func specification(ram: Int) -> MacSpecification {
    MacSpecification(record: MacRecord(id: 1, name: "Macintosh", description: "", releaseYear: 1984,
                                       cpu: "68000", ramKilobytes: ram))
  }

  func testMemoryIsWrittenTheWaySpecSheetsDid() {
    XCTAssertEqual(specification(ram: 128).formattedRAM, "128 KB")
    XCTAssertEqual(specification(ram: 1024).formattedRAM, "1 MB")
    XCTAssertEqual(specification(ram: 1536).formattedRAM, "1536 KB")
  }
}
