import Wire

/// A Markdown heading per type name; empty names are left out.
func headings(for names: [String]) -> [String] {
  var result: [String] = []
  for name in names {
    if name.isEmpty { continue }
    result.append("# \(name)")
  }
  return result
}

for heading in headings(for: Array(CommandLine.arguments.dropFirst())) { print(heading) }
print(Frame(bytes: []).isEmpty ? "done" : "?")
