/// Any bytes as a glob and a name (split at the first newline): matching never crashes and its work stays within
/// the pattern's length times the name's (Thompson's construction), whatever the stars and braces.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let parts = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let pattern = String(parts[0])
  let text = parts.count > 1 ? String(parts[1]) : ""
  let glob = Glob(pattern)
  let work = WorkCounter()
  let matched = glob.matches(text, work: work)
  let bound = 4 * (pattern.count + 2) * (text.count + 1)
  if work.steps > bound {
    fatalError("\(work.steps) steps for a pattern of \(pattern.count) and a name of \(text.count) characters")
  }
  // A pattern without special characters matches exactly itself.
  if !pattern.contains(where: { "*?{}".contains($0) }) && matched != (pattern == text) {
    fatalError("the literal pattern '\(pattern)' answered \(matched) for '\(text)'")
  }
  return 0
}
