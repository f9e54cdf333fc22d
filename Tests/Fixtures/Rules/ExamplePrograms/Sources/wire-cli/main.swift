import WireHTTP

/// The byte count of a GET of each path, or the usage line.
func describe(_ paths: [String]) -> [String] {
  guard !paths.isEmpty else { return ["usage: wire PATH..."] }
  return paths.map { path in
    if path.hasPrefix("/") { return "\(path): \(Request(path: path).frame().bytes.count)" }
    return "\(path): not a path"
  }
}

for line in describe(Array(CommandLine.arguments.dropFirst())) { print(line) }
