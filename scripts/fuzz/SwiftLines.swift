/// Lines as Swift counts them: `\n`, `\r\n` and a lone `\r` each end one.
func lineCount(_ bytes: some Collection<UInt8>) -> Int {
  var lines = 1
  var previous: UInt8 = 0
  for byte in bytes {
    if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) { lines += 1 }
    previous = byte
  }
  return lines
}
