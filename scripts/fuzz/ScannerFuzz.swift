import Foundation

/// Any bytes as a Swift file, as the scan hands them on: what the content check lets through (not binary, UTF-8,
/// nesting within the limits) is parsed with SwiftParser and walked for facts; nothing crashes or recurses without
/// a limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  guard case .success(let parsable) = SourceScanner.checked(bytes) else { return 0 }
  let facts = SourceScanner.scan(bytes: bytes, path: "Fuzz.swift", parsable: parsable)
  let lines = lineCount(bytes)
  if facts.lines.total > lines { fatalError("\(facts.lines.total) lines counted in a \(lines)-line file") }
  return 0
}
