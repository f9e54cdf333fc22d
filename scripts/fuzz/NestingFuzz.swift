/// Any bytes: the census counts each byte once and says where a limit is passed, never crashing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let census = SourceNesting(UnsafeBufferPointer(start: start, count: count))
  if census.work != count { fatalError("the census took \(census.work) steps over \(count) bytes") }
  if let excess = census.excess, excess.line < 1 { fatalError("a limit passed at line \(excess.line)") }
  if let excess = census.excess,
    excess.statement.isEmpty || excess.statement.upperBound > count || excess.statementLines.lowerBound > excess.line
      || excess.statementLines.upperBound < excess.line
  {
    fatalError("the statement holding line \(excess.line) is \(excess.statement), lines \(excess.statementLines)")
  }
  return 0
}
