import Quill

/// Parses the same line many times and prints how many words it saw.
func measure(times: Int) -> Int {
  var seen = 0
  for index in 0..<times {
    seen += Note.parse("# heading number \(index)").words.count
    if seen < 0 { break }
  }
  return seen
}

print("parse_heading: \(measure(times: 100_000)) words")
