import Dispatch
import Foundation
import PlumbModel

/// `plumb scan`'s output: every file's facts and every type's role as one JSON document, written a chunk at a time.
public struct ScanJSONWriter: Sendable {
  /// Worker threads encoding a chunk; 0 means one per core.
  public var threads: Int

  public init(threads: Int = 0) {
    self.threads = threads
  }

  /// Writes `{"files": [...], "roles": [...]}` a chunk of elements at a time, so a large workspace's output is
  /// never held in memory whole. Elements of a chunk are encoded in parallel: encoding is most of the cost.
  public func write(files: [FileFacts], roles: [RoleAssignment], to output: (Data) throws -> Void) throws {
    try output(Data("{\n".utf8))
    try writeArray("files", files, last: false, to: output)
    try writeArray("roles", roles, last: true, to: output)
    try output(Data("}\n".utf8))
  }

  private func writeArray<Element: Encodable & Sendable>(
    _ key: String, _ elements: [Element], last: Bool, to output: (Data) throws -> Void
  ) throws {
    try output(Data("  \"\(key)\" : [".utf8))
    let chunkSize = 512
    let workers = max(1, threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount)
    var start = 0
    while start < elements.count {
      let chunk = Array(elements[start..<min(start + chunkSize, elements.count)])
      let encoded = try encodeInParallel(chunk, workers: workers)
      var buffer = Data()
      for (offset, data) in encoded.enumerated() {
        buffer.append(contentsOf: Array((start + offset == 0 ? "\n    " : ",\n    ").utf8))
        // Indent the element's own lines to sit inside the array.
        // (Blank lines, which Foundation writes inside empty arrays, stay blank.)
        var previous: UInt8 = 0
        for byte in data {
          if previous == UInt8(ascii: "\n") && byte != UInt8(ascii: "\n") {
            buffer.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
          }
          buffer.append(byte)
          previous = byte
        }
      }
      try output(buffer)
      start += chunkSize
    }
    try output(Data((elements.isEmpty ? "]" : "\n  ]").utf8))
    try output(Data((last ? "\n" : ",\n").utf8))
  }

  private func encodeInParallel<Element: Encodable & Sendable>(_ elements: [Element], workers: Int) throws -> [Data] {
    let results = UnsafeMutableBufferPointer<Result<Data, Error>?>.allocate(capacity: elements.count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    let perWorker = (elements.count + workers - 1) / workers
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      for index in (worker * perWorker)..<min((worker + 1) * perWorker, elements.count) {
        slots[index] = Result { try encoder.encode(elements[index]) }
      }
    }
    return try results.map { try $0!.get() }
  }
}
