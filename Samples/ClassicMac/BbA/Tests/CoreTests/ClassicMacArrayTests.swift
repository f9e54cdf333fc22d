import Core
import Testing

@Suite("Sorting and filtering the catalogue")
struct ClassicMacArrayTests {
  private let plus = ClassicMac(name: "Macintosh Plus", description: "1986, 1 MB of RAM.")
  private let two = ClassicMac(name: "Macintosh II", description: "1987, colour graphics.")
  private let cube = ClassicMac(name: "Power Mac G4 Cube", description: "2000, fanless.")

  @Test func sortsNamesTheWayFinderDoes() {
    #expect([cube, plus, two].sortedByName().map(\.name) == ["Macintosh II", "Macintosh Plus", "Power Mac G4 Cube"])
  }

  @Test func emptyQueryKeepsEveryMac() {
    #expect([plus, two, cube].filtered(by: "   ") == [plus, two, cube])
  }

  @Test func everyWordMustMatchNameOrDescription() {
    #expect([plus, two, cube].filtered(by: "macintosh colour") == [two])
  }

  @Test func matchingIgnoresCaseAndAccents() {
    #expect([plus, two, cube].filtered(by: "FÀNLESS") == [cube])
  }
}
