import Foundation
import PlumbModel

/// Where each line of a file starts, so byte offsets from the syntax tree turn into line:column without
/// keeping the tree's own location converter (which would walk the tree again).
struct LineTable {
  /// UTF-8 offset of the first byte of each line; line 1 starts at 0.
  private(set) var lineStarts: [Int]
  let byteCount: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    var index = 0
    let count = bytes.count
    // A file without carriage returns (nearly every one) breaks only at line feeds, which `memchr` finds many bytes
    // at a time.
    if let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
      while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), count - index) {
        index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
        starts.append(index)
      }
      lineStarts = starts
      byteCount = count
      return
    }
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        starts.append(index + 1)
      } else if byte == UInt8(ascii: "\r") {
        if index + 1 < count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
    byteCount = count
  }

  /// Lines that hold at least one character: a final line break does not open a line of its own.
  var lineCount: Int {
    if byteCount == 0 { return 0 }
    return lineStarts.last == byteCount ? lineStarts.count - 1 : lineStarts.count
  }

  /// The 1-based line that holds `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  func position(of offset: Int) -> SourcePosition {
    let line = line(of: offset)
    return SourcePosition(line: line, column: offset - lineStarts[line - 1] + 1)
  }

  /// The byte range of a 1-based line, line break excluded.
  func range(ofLine line: Int) -> Range<Int> {
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] : byteCount
    return start..<end
  }
}
