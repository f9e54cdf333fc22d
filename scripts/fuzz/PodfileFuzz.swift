import Foundation
import PlumbModel

/// Any bytes as a Podfile (UTF-8, else Latin-1, as plumb reads one): the reader never crashes or hangs, whatever
/// the helpers, nesting and heredocs; its problems point at lines the file has, and no target lists a pod twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let (text, _) = try? PodfileReader.text(of: data, path: "Podfile") else { return 0 }
  let work = WorkCounter()
  let (podfile, diagnostics) = PodfileReader.read(text: text, path: "Podfile", work: work)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
  for diagnostic in diagnostics {
    if let line = diagnostic.location?.line, line < 1 || line > lines {
      fatalError("a problem at line \(line) of a \(lines)-line Podfile: \(diagnostic.message)")
    }
  }
  for target in podfile.targets where Set(target.pods.map(\.name)).count != target.pods.count {
    fatalError("target '\(target.name)' lists a pod twice")
  }
  // Helpers hand on at most 16 pods per byte; the rest is lines and the pods each target sees.
  let seen = podfile.targets.reduce(0) { $0 + $1.pods.count }
  if work.steps > 64 * count + 100_000 + 2 * seen {
    fatalError("\(work.steps) steps for \(count) bytes and \(seen) pods seen")
  }
  return 0
}
