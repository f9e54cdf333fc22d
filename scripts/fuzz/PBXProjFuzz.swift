import Foundation

/// Any bytes: the reader returns a value or throws its `ParseError`; it must never crash, hang or recurse
/// without a limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = try? OpenStepPropertyList.parse(Data(bytes: start, count: count))
  return 0
}
