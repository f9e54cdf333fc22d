import Foundation
import PlumbModel

/// Any bytes as a `Package.swift`: the static reader (nesting census, SwiftParser, the evaluator) returns a manifest,
/// however incomplete, with its problems at lines of the file; it never crashes, hangs or runs anything.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let source = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let manifest = StaticManifestReader().read(
    source: source, displayPath: "Package.swift", packageDirectory: URL(fileURLWithPath: "/fuzz/Package"))
  let lines = lineCount(source.utf8)
  for diagnostic in manifest.diagnostics {
    if let line = diagnostic.location?.line, line < 0 || line > lines {
      fatalError("a problem at line \(line) of a \(lines)-line manifest: \(diagnostic.message)")
    }
  }
  return 0
}
