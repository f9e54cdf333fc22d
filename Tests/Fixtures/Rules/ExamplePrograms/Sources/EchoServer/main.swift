import Wire

/// Echoes lines until `quit`, counting the frames.
func echo(readLine: () -> String?) -> Int {
  var received: [Frame] = []
  while let line = readLine() {
    if line == "quit" { break }
    received.append(Frame(bytes: Array(line.utf8)))
    print(line)
  }
  return received.count
}

print("echoed \(echo { readLine() }) lines")
