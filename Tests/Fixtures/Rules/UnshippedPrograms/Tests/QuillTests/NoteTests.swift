import Quill
import Testing

@Test func aHeadingIsParsed() {
  #expect(Note.parse("# Title").isHeading)
}
