import QuillShell
import Testing

@Test func anEmptyLineIsSaid() {
  #expect(Shell().answer("") == "(empty)")
}
