import Wire

public struct Reader {
  var buffer = Buffer()

  public mutating func read(_ bytes: [UInt8]) -> Int {
    buffer.append(bytes)
    return buffer.count
  }
}
