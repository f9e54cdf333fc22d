// Writes a history of fake readings, as many as the size factor asks.
func reading(at index: Int) -> String {
  if index % 7 == 0 { return "low" }
  return "ok"
}

let factor = Int(CommandLine.arguments.last ?? "") ?? 1
print((0..<(factor * 100)).map(reading(at:)).count)
