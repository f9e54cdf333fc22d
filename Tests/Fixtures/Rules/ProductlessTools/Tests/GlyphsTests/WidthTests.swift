import Glyphs
import Testing

@Test func asciiIsOneColumn() {
  #expect(Width.columns(of: "a") == 1)
}
