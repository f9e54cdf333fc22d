import Quill

/// Prints each line as it passes, then what the parser made of it.
func relay(_ line: String) {
  print("> \(line)")
  let note = Note.parse(line)
  for word in note.words where word.count > 12 {
    print("  long word: \(word)")
  }
  print("< \(note.isHeading ? "heading" : "text"), \(note.words.count) words")
}

while let line = readLine() {
  relay(line)
}
